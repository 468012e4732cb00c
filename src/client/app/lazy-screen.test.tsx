import { render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Library({ owner }: { owner: string }) {
  return <h1>{owner}'s library</h1>;
}

const renderInSuspense = (ui: ReactNode) => render(<Suspense fallback={<p>Loading…</p>}>{ui}</Suspense>);

describe('a screen loaded on demand', () => {
  it('renders at once, with no loading state, when its code was loaded ahead', async () => {
    const load = vi.fn(async () => Library);
    const { Screen, preload } = lazyScreen(load);
    await preload();
    renderInSuspense(<Screen owner="Ada" />);
    expect(screen.getByRole('heading', { name: "Ada's library" })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state until its code arrives when it was not, and loads it once', async () => {
    const load = vi.fn(async () => Library);
    const { Screen, preload } = lazyScreen(load);
    renderInSuspense(<Screen owner="Ada" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: "Ada's library" })).toBeTruthy();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
