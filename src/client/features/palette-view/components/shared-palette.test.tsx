import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, type JsonBodyType } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '#client/lib/config/config-context.tsx';
import { answer, apiServer, refuse } from '#client/test/api-mocks.ts';
import { buildMix } from '#client/test/build-mix.ts';
import { buildColor, buildPalette, PALETTE_ID } from '#client/test/fake-palette-api.ts';
import { TEST_CONFIG } from '#client/test/public-config.ts';
import type { TPaletteOwnership } from '#common/schemas/inventory.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { SharedPalette } from './shared-palette';

const VIEWER = { id: '00000000-0000-4000-8000-0000000000bb', user: null };
// Read through the share link, as the view reads the palette.
const OWNERSHIP_PATH = `/api/palettes/${PALETTE_ID}/ownership?share=true`;
const MIXES_PATH = `/api/palettes/${PALETTE_ID}/mixes?share=true`;
/** A recipe the owner saved (issue 29); its note is theirs, so the server sends none. */
const MIXES = [
  buildMix({
    paletteId: PALETTE_ID,
    paints: [
      { paintName: 'French Ultramarine', manufacturer: 'Daniel Smith', hexCode: '#1F3A93', parts: 1 },
      { paintName: 'Burnt Sienna', manufacturer: null, hexCode: '#8A3B12', parts: 6 },
    ],
    strength: 0.5,
  }),
];

/** Two paints in the grid and one set aside; the viewer owns Hansa and Sepia. */
function paints() {
  const colors = [buildColor('Hansa', { position: 0 }), buildColor('Rose', { position: 1 }), buildColor('Sepia', { cell: 0 })];
  const owned = colors.filter((color) => color.paintName !== 'Rose').map((color) => color.id);
  const ownership: TPaletteOwnership = { ownedColorIds: owned, owned: owned.length, total: colors.length };
  return { colors, ownership };
}

/** The share view of `palette`, for `viewer` (null: a visitor), with the server's ownership and mixes answers on the mock server. */
function renderShared(viewer: typeof VIEWER | null, palette: Partial<TPalette> = {}) {
  const { colors, ownership } = paints();
  const answers = new Map<string, JsonBodyType>([
    [OWNERSHIP_PATH, ownership],
    [MIXES_PATH, MIXES],
  ]);
  /** Every API path asked for, with its query, in order. */
  const asked: string[] = [];
  apiServer.use(
    http.all('/api/*', ({ request }) => {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      asked.push(path);
      const body = answers.get(path);
      return body === undefined ? refuse(request, 404, 'NOT_FOUND', `No answer for ${path}`) : answer(request, body);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (shown: typeof colors) => (
    <MemoryRouter>
      <ConfigProvider config={TEST_CONFIG}>
        <QueryClientProvider client={queryClient}>
          <SharedPalette palette={buildPalette({ rows: 1, columns: 2, ...palette })} colors={shown} viewer={viewer} onSignIn={() => {}} />
        </QueryClientProvider>
      </ConfigProvider>
    </MemoryRouter>
  );
  const { container, rerender } = render(view(colors));
  // The page as on screen: the print sheet (out of sight, in a portal) repeats its title and chart.
  return {
    asked,
    page: within(container),
    ownershipAsked: () => asked.filter((path) => path === OWNERSHIP_PATH).length,
    /** The palette's colors as read again, after someone changed them. */
    showColors: (shown: typeof colors) => rerender(view(shown)),
    colors,
  };
}

describe('the share view, for a signed-in viewer (issue 28)', () => {
  it('marks the paints they own on the chart and in the working area, and counts them in the header line', async () => {
    const { page } = renderShared(VIEWER);
    expect(await page.findByText('Watercolor · 3 colors · 2 of 3 owned')).toBeTruthy();
    const chart = page.getByRole('list', { name: 'Palette chart, 1 × 2' });
    const hansa = within(chart).getByRole('button', { name: 'Hansa, owned' });
    expect(within(hansa).getByTitle('Owned')).toBeTruthy();
    expect(within(chart).getByRole('button', { name: 'Rose' })).toBeTruthy();
    expect(within(chart).getAllByTitle('Owned')).toHaveLength(1);
    const working = page.getByRole('list', { name: 'Working area, 4 × 6' });
    expect(within(within(working).getByRole('button', { name: 'Sepia, owned' })).getByTitle('Owned')).toBeTruthy();
  });

  it("asks again what they own once the palette's paints change, and keeps the marks meanwhile", async () => {
    const { page, ownershipAsked, showColors, colors } = renderShared(VIEWER);
    expect(await page.findByText('Watercolor · 3 colors · 2 of 3 owned')).toBeTruthy();
    expect(ownershipAsked()).toBe(1);
    showColors(colors.map((color) => (color.paintName === 'Rose' ? { ...color, paintName: 'Quinacridone Rose' } : color)));
    expect(page.getAllByTitle('Owned')).toHaveLength(2);
    await vi.waitFor(() => expect(ownershipAsked()).toBe(2));
    showColors(colors.filter((color) => color.paintName !== 'Sepia'));
    await vi.waitFor(() => expect(ownershipAsked()).toBe(3));
  });

  it("says 'You own 2 of 3' on a curated master", async () => {
    const { page } = renderShared(VIEWER, { isOriginal: true, isDistributed: true });
    expect(await page.findByText('Watercolor · 3 colors · You own 2 of 3')).toBeTruthy();
  });
});

describe('the share view, for a visitor who is not signed in', () => {
  it('asks nothing about paints and shows no marks or count', async () => {
    const { asked, page } = renderShared(null);
    expect(await page.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(page.getByText('Watercolor · 3 colors')).toBeTruthy();
    expect(page.getByRole('button', { name: 'Hansa' })).toBeTruthy();
    expect(page.getByRole('button', { name: 'Sepia' })).toBeTruthy();
    expect(screen.queryAllByTitle('Owned')).toEqual([]);
    expect(asked.filter((path) => path === OWNERSHIP_PATH)).toEqual([]);
  });
});

describe('the share view of saved mixes (issue 29)', () => {
  it('lists the recipes saved on the palette, read-only: the colour matched, the recipe, its dilution and how close it comes', async () => {
    const { page } = renderShared(null);
    const mixes = await page.findByRole('region', { name: 'Mixes' });
    expect(within(mixes).getByRole('listitem').textContent).toBe(
      '1 French Ultramarine (Daniel Smith) : 6 Burnt SiennaFor Photo sample · about half strengthΔE00 4.3, close match #5E4A3F',
    );
    expect(within(mixes).queryByRole('button')).toBeNull();
  });

  it('says no dilution on a gouache palette: a gouache is lightened with white, not thinned to a wash', async () => {
    const { page } = renderShared(null, { medium: 'Gouache' });
    const mixes = await page.findByRole('region', { name: 'Mixes' });
    expect(within(mixes).getByRole('listitem').textContent).toContain('For Photo sampleΔE00 4.3');
  });
});
