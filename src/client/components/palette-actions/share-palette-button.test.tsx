import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { buildPalette, fakePaletteApi, PALETTE_ID } from '#client/test/fake-palette-api.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { CheckIcon, CopyIcon } from './icons';
import { SharePaletteButton } from './share-palette-button';

const LINK = `${window.location.origin}/palette/${PALETTE_ID}?share=true`;
const READER = { edit: false, rename: false, delete: false, duplicate: false, copy: true, restore: false, share: false, favorite: false };

/** The page around the button: the palette as the server now says it is (refetched after a change, as the detail screen's). */
function PalettePage() {
  const { data } = useQuery({
    queryKey: ['palettes', PALETTE_ID, 'detail'],
    queryFn: async () => (await fetch(`/api/palettes/${PALETTE_ID}`)).json() as Promise<TPalette>,
  });
  return data ? (
    <main>
      <h1>{data.name}</h1>
      <SharePaletteButton palette={data} />
    </main>
  ) : null;
}

async function renderButton(palette: TPalette) {
  const api = fakePaletteApi({ palette, colors: [] });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // The fake clock runs on by itself: only the copy tick's 2 s are jumped over.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={queryClient}>
      <PalettePage />
      <Toaster />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: palette.name });
  return { api, user };
}

afterEach(() => vi.useRealTimers());

/** The icon a button shows, as the icon itself draws. */
const iconOf = (button: HTMLElement) => button.querySelector('svg')?.outerHTML;

describe('Share on the palette page (spec §2, issue 41)', () => {
  it('with link sharing on copies the link, says Link copied and ticks for 2 s, without a dialog', async () => {
    const { api, user } = await renderButton(buildPalette({ shareEnabled: true }));
    const share = screen.getByRole('button', { name: 'Share' });
    expect(iconOf(share)).toBe(renderToStaticMarkup(<CopyIcon />));
    await user.click(share);
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(iconOf(share)).toBe(renderToStaticMarkup(<CheckIcon />));
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.advanceTimersByTime(1999);
    expect(iconOf(share)).toBe(renderToStaticMarkup(<CheckIcon />));
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(iconOf(share)).toBe(renderToStaticMarkup(<CopyIcon />)));
    expect(api.requests).toEqual([]);

    // The owner's way to the dialog while Share copies: its sharing options.
    await user.click(screen.getByRole('button', { name: 'Sharing options' }));
    expect(screen.getByRole('dialog', { name: 'Share palette' })).toBeTruthy();
  });

  it('with link sharing off opens the Share palette dialog, which says what the link shows and keeps notes off', async () => {
    const { api, user } = await renderButton(buildPalette({ shareEnabled: false, notes: 'Wet in wet.' }));
    expect(screen.queryByRole('button', { name: 'Sharing options' })).toBeNull();
    await navigator.clipboard.writeText('what was there');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share palette' });
    expect(await navigator.clipboard.readText()).toBe('what was there');
    const link = within(dialog).getByRole('switch', { name: 'Link sharing' });
    const notes = within(dialog).getByRole('switch', { name: 'Show notes on the shared page' });
    expect(notes.getAttribute('aria-checked')).toBe('false');
    const said = () => document.getElementById(notes.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(said()).toBe('The palette’s notes stay private, like your personal notes on colors and mixes.');

    await user.click(link);
    expect(link.getAttribute('aria-checked')).toBe('true');
    expect(
      within(dialog).getByText(/^Anyone with the link can view this palette: its colors, working area, tags and saved mixes/),
    ).toBeTruthy();
    await user.click(notes);
    await vi.waitFor(() => expect(notes.getAttribute('aria-checked')).toBe('true'));
    expect(said()).toBe(
      'Anyone with the link also reads the palette’s notes. Your personal notes on colors and mixes always stay private.',
    );
    expect(api.requests.map((request) => request.body)).toEqual([{ shareEnabled: true }, { shareNotes: true }]);
  });

  it('for a reader of a shared palette copies the link, with no sharing options', async () => {
    const { user } = await renderButton(buildPalette({ shareEnabled: true, abilities: READER }));
    expect(screen.queryByRole('button', { name: 'Sharing options' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('is not offered to a reader when link sharing is off', async () => {
    await renderButton(buildPalette({ shareEnabled: false, abilities: READER }));
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
