import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '#client/components/ui/confirm-provider.tsx';
import { ConfigProvider } from '#client/lib/config/config-context.tsx';
import { buildUser } from '#client/test/build-user.ts';
import { buildPalette } from '#client/test/fake-palette-api.ts';
import { TEST_CONFIG } from '#client/test/public-config.ts';
import { PaletteCard, type TLibraryPalette } from './palette-card';

const artist = buildUser();

function renderCard(palette: TLibraryPalette) {
  // jsdom has no media queries; the miniature asks one for its column cap (none matches: no cap).
  vi.stubGlobal('matchMedia', (query: string) => ({ media: query, matches: false, addEventListener() {}, removeEventListener() {} }));
  const { container } = render(
    <MemoryRouter>
      <ConfigProvider config={TEST_CONFIG}>
        <QueryClientProvider client={new QueryClient()}>
          <ConfirmProvider>
            <PaletteCard palette={palette} user={artist} view="grid" />
          </ConfirmProvider>
        </QueryClientProvider>
      </ConfigProvider>
    </MemoryRouter>,
  );
  return within(container).getByRole('article');
}

const master = (owned: number, total: number): TLibraryPalette => ({
  ...buildPalette({ name: 'Earth Tones', isOriginal: true, isDistributed: true, colorCount: total }),
  inLibraryAs: null,
  owned,
  total,
});

describe("a curated master's card (issue 28)", () => {
  it('says how many of its paints the person owns', () => {
    const card = renderCard(master(7, 12));
    expect(within(card).getByText('Watercolor · 12 colors')).toBeTruthy();
    expect(within(card).getByText('You own 7 of 12')).toBeTruthy();
  });

  it('says so when they own none of them yet', () => {
    expect(within(renderCard(master(0, 4))).getByText('You own 0 of 4')).toBeTruthy();
  });

  it('says nothing of owning for a master without colors, nor for a palette of their own', () => {
    const empty = renderCard(master(0, 0));
    const mine = renderCard(buildPalette({ name: 'Mine', colorCount: 3 }));
    expect(within(empty).getByText('Watercolor · 0 colors')).toBeTruthy();
    expect(within(mine).getByText('Watercolor · 3 colors')).toBeTruthy();
    expect(screen.queryByText(/You own/)).toBeNull();
  });
});
