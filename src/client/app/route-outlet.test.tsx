import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteOutlet } from './route-outlet';

function BrokenScreen(): never {
  throw new Error('the palette could not be drawn');
}

// A screen whose code cannot be fetched (the server was redeployed, the connection dropped).
const UnreachableScreen = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

/** The app's frame (AppShell's header and footer) around the route outlet, on `path`. */
function renderAt(path: string) {
  const caught = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          element={
            <>
              <nav>
                <Link to="/">Library</Link>
              </nav>
              <RouteOutlet />
              <footer>Affiliate disclosure</footer>
            </>
          }
        >
          <Route index element={<h1>Your palettes</h1>} />
          <Route path="broken" element={<BrokenScreen />} />
          <Route path="unreachable" element={<UnreachableScreen />} />
        </Route>
      </Routes>
    </MemoryRouter>,
    // React reports what a boundary caught; here it is expected, so it is kept off the console.
    { onCaughtError: caught },
  );
  return { caught };
}

describe('a route that fails', () => {
  it('shows an error screen in place of its page, keeps the frame, and offers a way back', async () => {
    const { caught } = renderAt('/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.getByText('Affiliate disclosure')).toBeTruthy();
    expect(caught).toHaveBeenCalledWith(expect.objectContaining({ message: 'the palette could not be drawn' }), expect.anything());
  });

  it('shows the same screen when the page code cannot be loaded', async () => {
    renderAt('/unreachable');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });

  it('lets the person go elsewhere in the app, where pages work again', async () => {
    renderAt('/broken');
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await userEvent.click(screen.getByRole('link', { name: 'Library' }));
    expect(await screen.findByRole('heading', { name: 'Your palettes' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('reloads the page when asked', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderAt('/broken');
    await userEvent.click(await screen.findByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalled();
  });
});
