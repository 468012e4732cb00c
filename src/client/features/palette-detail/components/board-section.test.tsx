import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OwnedColors } from '#client/components/ownership/owned-colors.tsx';
import { PLAIN_CHART } from '#client/components/palette/chart-views.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { buildColor, buildPalette, fakePaletteApi, PALETTE_ID } from '#client/test/fake-palette-api.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { usePalette } from '../api/get-palette';
import { usePaletteColors } from '../api/get-palette-colors';
import { useColorMoves } from '../board/use-color-moves';
import { BoardSection } from './board-section';

/** The board as the detail screen shows it, fed from the (fake) server. */
function Board() {
  const palette = usePalette(PALETTE_ID).data;
  const colors = usePaletteColors(PALETTE_ID).data;
  const moves = useColorMoves(PALETTE_ID);
  const [views, setViews] = useState(PLAIN_CHART);
  if (!palette || !colors) return null;
  return (
    <BoardSection
      palette={palette}
      colors={colors}
      moves={moves}
      onOpenColor={() => {}}
      onAddColor={() => {}}
      views={views}
      onViewsChange={setViews}
    />
  );
}

/** The board of a 2 × 3 palette holding `colors`, of which the viewer owns those named in `owned`. */
function renderBoard(colors: TColor[], { owned = [], palette = {} }: { owned?: string[]; palette?: Partial<TPalette> } = {}) {
  const api = fakePaletteApi({ palette: buildPalette({ rows: 2, columns: 3, ...palette }), colors });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const ownedIds = colors.filter((color) => owned.includes(color.paintName)).map((color) => color.id);
  render(
    <QueryClientProvider client={queryClient}>
      <OwnedColors ids={ownedIds}>
        <Board />
      </OwnedColors>
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

const swatch = (name: string, place: string) => screen.findByRole('button', { name: `${name}, ${place}` });

describe('the grid size on the board', () => {
  it('asks before a shrink moves colors, shows what moved, and Undo brings the grid and the colors back', async () => {
    const { api, user } = renderBoard([
      buildColor('Rose', { position: 0 }),
      buildColor('Hansa', { position: 1 }),
      buildColor('Sepia', { position: 5 }),
    ]);
    await swatch('Hansa', 'grid slot 2');

    await user.click(screen.getByRole('button', { name: 'Fewer columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make the grid 2 × 2?' });
    expect(within(dialog).getByText('1 color will move to the working area. Undo puts it back.')).toBeTruthy();
    expect(within(within(dialog).getByRole('list', { name: 'Colors that will move' })).getByRole('listitem').textContent).toBe(
      'Sepiafrom grid slot 6',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resize grid' }));

    // The notice first: it goes after a while, which a slow machine can spend waiting for the swatch.
    expect(await screen.findByText('1 color moved to the working area.')).toBeTruthy();
    await swatch('Sepia', 'working area cell 1');
    expect(screen.getByRole('list', { name: 'Palette grid, 2 × 2' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await swatch('Sepia', 'grid slot 6');
    expect(screen.getByRole('list', { name: 'Palette grid, 2 × 3' })).toBeTruthy();
    expect(await swatch('Hansa', 'grid slot 2')).toBeTruthy();
    expect(api.state.palette).toMatchObject({ rows: 2, columns: 3 });
  });

  it('keeps the grid as it is when the artist says no', async () => {
    const { api, user } = renderBoard([buildColor('Sepia', { position: 5 })]);
    await user.click(await screen.findByRole('button', { name: 'Fewer rows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make the grid 1 × 3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await swatch('Sepia', 'grid slot 6')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Rows' })).toHaveProperty('value', '2');
    expect(api.requests).toEqual([]);
  });

  it('clamps a typed size to 1-12, turns what is not a number into 1, and saves it at once (spec §8)', async () => {
    const { api, user } = renderBoard([]);
    const rows = await screen.findByRole('spinbutton', { name: 'Rows' });
    const columns = screen.getByRole('spinbutton', { name: 'Columns' });

    await user.clear(columns);
    await user.type(columns, '99{Enter}');
    expect(await screen.findByRole('list', { name: 'Palette grid, 2 × 12' })).toBeTruthy();
    expect(columns).toHaveProperty('value', '12');

    await user.clear(rows);
    await user.type(rows, '0');
    await user.tab();
    expect(await screen.findByRole('list', { name: 'Palette grid, 1 × 12' })).toBeTruthy();
    expect(rows).toHaveProperty('value', '1');

    await user.clear(rows);
    await user.type(rows, '7.6{Enter}');
    expect(await screen.findByRole('list', { name: 'Palette grid, 7 × 12' })).toBeTruthy();

    await user.clear(columns);
    await user.type(columns, 'abc{Enter}');
    expect(await screen.findByRole('list', { name: 'Palette grid, 7 × 1' })).toBeTruthy();
    expect(columns).toHaveProperty('value', '1');
    expect(columns.getAttribute('aria-invalid')).toBeNull();

    await user.clear(rows);
    await user.type(rows, '-3{Enter}');
    expect(await screen.findByRole('list', { name: 'Palette grid, 1 × 1' })).toBeTruthy();
    const path = `/api/palettes/${PALETTE_ID}`;
    expect(api.requests).toEqual([
      { method: 'PUT', path, body: { rows: 2, columns: 12 } },
      { method: 'PUT', path, body: { rows: 1, columns: 12 } },
      { method: 'PUT', path, body: { rows: 7, columns: 12 } },
      { method: 'PUT', path, body: { rows: 7, columns: 1 } },
      { method: 'PUT', path, body: { rows: 1, columns: 1 } },
    ]);

    // An emptied field names no size: it shows the one the grid has, and sends nothing.
    await user.clear(rows);
    await user.tab();
    expect(rows).toHaveProperty('value', '1');
    expect(api.requests).toHaveLength(5);
  });

  it('still asks before a typed size moves colors', async () => {
    const { api, user } = renderBoard([buildColor('Sepia', { position: 5 })]);
    const columns = await screen.findByRole('spinbutton', { name: 'Columns' });
    await user.clear(columns);
    await user.type(columns, 'abc{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Make the grid 2 × 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(columns).toHaveProperty('value', '3');
    expect(await swatch('Sepia', 'grid slot 6')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('puts the grid back when the server refuses the typed size', async () => {
    const { api, user } = renderBoard([]);
    api.refuseNext('PUT', /^\/api\/palettes\//, 409, 'The palette changed meanwhile.');
    const columns = await screen.findByRole('spinbutton', { name: 'Columns' });
    await user.clear(columns);
    await user.type(columns, '99{Enter}');
    expect(await screen.findByText('The palette changed meanwhile.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Palette grid, 2 × 3' })).toBeTruthy();
    expect(columns).toHaveProperty('value', '3');
    expect(api.state.palette).toMatchObject({ rows: 2, columns: 3 });
  });

  it('steps with the arrow keys as a spin button does, saving on Enter', async () => {
    const { api, user } = renderBoard([]);
    const columns = await screen.findByRole('spinbutton', { name: 'Columns' });
    await user.click(columns);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(columns).toHaveProperty('value', '5');
    expect(api.requests).toEqual([]);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Palette grid, 2 × 5' })).toBeTruthy();
  });
});

describe('values on the board', () => {
  it('shows every swatch as the grey of its CIE L*, with the number, and back', async () => {
    const { user } = renderBoard([
      { ...buildColor('Hansa', { position: 0 }), hexCode: '#FCD200' },
      { ...buildColor('Rose', { cell: 0 }), hexCode: '#C7325E' },
    ]);
    const hansa = await swatch('Hansa', 'grid slot 1');
    const yellow = hansa.firstElementChild as HTMLElement;
    expect(yellow.style.backgroundColor).toBe('rgb(252, 210, 0)');
    const values = screen.getByRole('button', { name: 'Values' });
    expect(values.getAttribute('aria-pressed')).toBe('false');
    await user.click(values);
    expect(values.getAttribute('aria-pressed')).toBe('true');
    // Hansa Yellow is light (L* 85), Quinacridone Rose mid (L* 46): their greys and numbers say so,
    // the number first in the name as on the swatch.
    const lightGrey = (await swatch('L* 85, Hansa', 'grid slot 1')).firstElementChild as HTMLElement;
    expect(lightGrey.textContent).toContain('L* 85');
    const [r, g, b] = lightGrey.style.backgroundColor.match(/\d+/g) ?? [];
    expect(r).toBe(g);
    expect(g).toBe(b);
    expect((await swatch('L* 46, Rose', 'working area cell 1')).textContent).toBe('L* 46');
    await user.click(values);
    expect(((await swatch('Hansa', 'grid slot 1')).firstElementChild as HTMLElement).style.backgroundColor).toBe('rgb(252, 210, 0)');
  });
});

describe('owned paints on the board (issue 28)', () => {
  const paints = () => [
    { ...buildColor('Hansa', { position: 0 }), hexCode: '#FCD200' },
    buildColor('Rose', { position: 1 }),
    buildColor('Sepia', { cell: 0 }),
  ];

  it("marks each paint the viewer owns with a tick, and says ', owned' after its name and place", async () => {
    renderBoard(paints(), { owned: ['Hansa', 'Sepia'] });
    const hansa = await swatch('Hansa', 'grid slot 1, owned');
    const sepia = await swatch('Sepia', 'working area cell 1, owned');
    const rose = await swatch('Rose', 'grid slot 2');
    expect(within(hansa).getByTitle('Owned').getAttribute('aria-hidden')).toBe('true');
    expect(within(sepia).getByTitle('Owned')).toBeTruthy();
    expect(within(rose).queryByTitle('Owned')).toBeNull();
    // The tick is beside the name on the swatch, not in place of it.
    expect(hansa.textContent).toBe('Hansa');
  });

  it('keeps the mark in values, after the lightness', async () => {
    const { user } = renderBoard(paints(), { owned: ['Hansa'] });
    await swatch('Hansa', 'grid slot 1, owned');
    await user.click(screen.getByRole('button', { name: 'Values' }));
    const hansa = await swatch('L* 85, Hansa', 'grid slot 1, owned');
    expect(within(hansa).getByTitle('Owned')).toBeTruthy();
  });

  it('marks them on a board the viewer may only look at, too', async () => {
    renderBoard(paints(), { owned: ['Rose'], palette: { abilities: { ...buildPalette().abilities, edit: false } } });
    expect(within(await swatch('Rose', 'grid slot 2, owned')).getByTitle('Owned')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add color' })).toBeNull();
    expect(screen.getAllByTitle('Owned')).toHaveLength(1);
  });
});
