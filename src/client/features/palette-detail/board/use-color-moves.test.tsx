import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useToasts } from '#client/lib/toast.ts';
import { buildColor, buildPalette, fakePaletteApi, layoutOf, PALETTE_ID } from '#client/test/fake-palette-api.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { paletteQueryKey, usePalette } from '../api/get-palette';
import { paletteColorsQueryKey, usePaletteColors } from '../api/get-palette-colors';
import { planDrop } from './places';
import { useColorMoves } from './use-color-moves';

/**
 * The hook as the detail screen uses it: the palette and its colors in the cache (watched, as the
 * screen watches them), the server behind a stubbed fetch.
 */
function renderMoves(palette: TPalette, colors: TColor[]) {
  const api = fakePaletteApi({ palette, colors });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  queryClient.setQueryData(paletteQueryKey(PALETTE_ID), palette);
  queryClient.setQueryData(paletteColorsQueryKey(PALETTE_ID), colors);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => ({
      moves: useColorMoves(PALETTE_ID),
      palette: usePalette(PALETTE_ID).data,
      colors: usePaletteColors(PALETTE_ID).data ?? [],
      toast: useToasts()[0],
    }),
    { wrapper },
  );
  return { api, result };
}

/** Drops the named color on a grid slot (1-based), as the board does. */
function dropOnSlot(current: { moves: ReturnType<typeof useColorMoves>; colors: TColor[] }, name: string, slot: number) {
  const dragged = current.colors.find((color) => color.paintName === name);
  if (!dragged) throw new Error(`no color ${name}`);
  const step = planDrop(current.colors, dragged, { area: 'grid', index: slot - 1 });
  if (!step) throw new Error('nothing to do');
  act(() => current.moves.move(step));
}

const threeColors = () => [
  buildColor('Rose', { position: 0 }),
  buildColor('Hansa', { position: 1 }),
  buildColor('Ultramarine', { position: 2 }),
];

describe('moving colors', () => {
  it('shows a move at once, keeps the server answer, and then offers undo', async () => {
    const { api, result } = renderMoves(buildPalette(), threeColors());
    const release = api.hold();
    dropOnSlot(result.current, 'Rose', 5);
    await waitFor(() => expect(layoutOf(result.current.colors)).toMatchObject({ Rose: 'slot 5' }));
    expect(result.current.moves.canUndo).toBe(false);
    release();
    await waitFor(() => expect(result.current.moves.canUndo).toBe(true));
    expect(layoutOf(api.state.colors)).toMatchObject({ Rose: 'slot 5' });
    expect(layoutOf(result.current.colors)).toMatchObject({ Rose: 'slot 5' });
  });

  it('puts the color back and says so when the server refuses, leaving nothing to undo', async () => {
    const { api, result } = renderMoves(buildPalette(), threeColors());
    api.refuseNext('PUT', /positions/);
    dropOnSlot(result.current, 'Rose', 5);
    await waitFor(() => expect(result.current.toast?.description).toBe('Failed to move color. Please try again.'));
    expect(layoutOf(result.current.colors)).toEqual({ Rose: 'slot 1', Hansa: 'slot 2', Ultramarine: 'slot 3' });
    expect(result.current.moves.canUndo).toBe(false);
  });

  it('undoes and redoes a swap, and a failed undo stays undoable', async () => {
    const { api, result } = renderMoves(buildPalette(), threeColors());
    dropOnSlot(result.current, 'Hansa', 3);
    await waitFor(() => expect(result.current.moves.canUndo).toBe(true));
    expect(layoutOf(api.state.colors)).toEqual({ Rose: 'slot 1', Hansa: 'slot 3', Ultramarine: 'slot 2' });

    api.refuseNext('PUT', /positions/);
    act(() => result.current.moves.undo());
    await waitFor(() => expect(result.current.toast?.description).toBe('Failed to undo. Please try again.'));
    expect(layoutOf(result.current.colors)).toMatchObject({ Hansa: 'slot 3', Ultramarine: 'slot 2' });
    await waitFor(() => expect(result.current.moves.canUndo).toBe(true));

    act(() => result.current.moves.undo());
    await waitFor(() => expect(result.current.moves.canRedo).toBe(true));
    expect(layoutOf(api.state.colors)).toEqual({ Rose: 'slot 1', Hansa: 'slot 2', Ultramarine: 'slot 3' });
    expect(result.current.moves.canUndo).toBe(false);

    act(() => result.current.moves.redo());
    await waitFor(() => expect(result.current.moves.canUndo).toBe(true));
    expect(layoutOf(api.state.colors)).toEqual({ Rose: 'slot 1', Hansa: 'slot 3', Ultramarine: 'slot 2' });
    expect(result.current.moves.canRedo).toBe(false);
  });

  it('forgets what could be redone once a new move is made', async () => {
    const { result } = renderMoves(buildPalette(), threeColors());
    dropOnSlot(result.current, 'Rose', 4);
    await waitFor(() => expect(result.current.moves.canUndo).toBe(true));
    act(() => result.current.moves.undo());
    await waitFor(() => expect(result.current.moves.canRedo).toBe(true));
    dropOnSlot(result.current, 'Hansa', 6);
    await waitFor(() => expect(layoutOf(result.current.colors)).toMatchObject({ Hansa: 'slot 6' }));
    await waitFor(() => expect(result.current.moves.canRedo).toBe(false));
  });
});

describe('resizing the grid', () => {
  // 2 × 3: Rose | Hansa | Ultramarine / Sepia | (empty) | Viridian.
  const sixSlots = () => [...threeColors(), buildColor('Sepia', { position: 3 }), buildColor('Viridian', { position: 5 })];

  it('asks before colors move, moves nothing on no, and saves a size that moves nothing at once', async () => {
    const { api, result } = renderMoves(buildPalette(), sixSlots());
    act(() => void result.current.moves.resize({ columns: 1 }));
    await waitFor(() => expect(result.current.moves.question).not.toBeNull());
    expect(result.current.moves.question?.size).toEqual({ rows: 2, columns: 1 });
    expect(result.current.moves.question?.displaced.map(({ color }) => color.paintName)).toEqual(['Hansa', 'Ultramarine', 'Viridian']);
    expect(api.requests).toEqual([]);

    act(() => result.current.moves.question?.answer(false));
    await waitFor(() => expect(result.current.moves.question).toBeNull());
    expect(api.requests).toEqual([]);
    expect(result.current.moves.canUndo).toBe(false);

    act(() => void result.current.moves.resize({ rows: 3 }));
    await waitFor(() => expect(result.current.toast?.title).toBe('Grid updated'));
    expect(result.current.moves.question).toBeNull();
    expect(api.requests).toEqual([{ method: 'PUT', path: `/api/palettes/${PALETTE_ID}`, body: { rows: 3, columns: 3 } }]);
  });

  it('on yes, moves them, says how many, and undo brings back the size and each color to its slot', async () => {
    const { api, result } = renderMoves(buildPalette(), sixSlots());
    const before = layoutOf(api.state.colors);
    act(() => void result.current.moves.resize({ columns: 1 }));
    await waitFor(() => expect(result.current.moves.question).not.toBeNull());
    act(() => result.current.moves.question?.answer(true));
    await waitFor(() =>
      expect(result.current.toast).toMatchObject({ title: 'Grid updated', description: '3 colors moved to the working area.' }),
    );
    expect(result.current.palette).toMatchObject({ rows: 2, columns: 1 });
    expect(layoutOf(result.current.colors)).toEqual({
      Rose: 'slot 1',
      Sepia: 'slot 2',
      Hansa: 'cell 1',
      Ultramarine: 'cell 2',
      Viridian: 'cell 3',
    });
    await waitFor(() => expect(result.current.moves.canUndo).toBe(true));

    act(() => result.current.moves.undo());
    await waitFor(() => expect(result.current.moves.canRedo).toBe(true));
    expect(api.state.palette).toMatchObject({ rows: 2, columns: 3 });
    expect(layoutOf(api.state.colors)).toEqual(before);
    expect(layoutOf(result.current.colors)).toEqual(before);
    expect(api.requests.slice(1).map(({ path, body }) => [path, body])).toEqual([
      [`/api/palettes/${PALETTE_ID}`, { rows: 2, columns: 3 }],
      ['/api/colors/positions', expect.arrayContaining([expect.objectContaining({ isInWorkingArea: false, position: 5 })])],
    ]);

    // Redo is the same shrink: it asks again before moving them.
    act(() => result.current.moves.redo());
    await waitFor(() => expect(result.current.moves.question?.displaced).toHaveLength(3));
    act(() => result.current.moves.question?.answer(true));
    await waitFor(() => expect(result.current.moves.canUndo).toBe(true));
    expect(layoutOf(api.state.colors)).toMatchObject({ Hansa: 'cell 1', Ultramarine: 'cell 2', Viridian: 'cell 3' });
  });

  it('undoes the moves recorded before a resize, in the numbering of their own size', async () => {
    const { api, result } = renderMoves(buildPalette(), threeColors());
    dropOnSlot(result.current, 'Rose', 5);
    await waitFor(() => expect(result.current.moves.canUndo).toBe(true));
    act(() => void result.current.moves.resize({ columns: 4 }));
    await waitFor(() => expect(result.current.palette?.columns).toBe(4));
    // Row 2, column 2 is slot 6 in a 4-wide grid.
    await waitFor(() => expect(layoutOf(api.state.colors)).toMatchObject({ Rose: 'slot 6' }));
    await waitFor(() => expect(result.current.moves.canUndo).toBe(true));

    act(() => result.current.moves.undo());
    await waitFor(() => expect(api.state.palette.columns).toBe(3));
    await waitFor(() => expect(result.current.moves.canUndo).toBe(true));
    act(() => result.current.moves.undo());
    await waitFor(() => expect(layoutOf(api.state.colors)).toEqual({ Rose: 'slot 1', Hansa: 'slot 2', Ultramarine: 'slot 3' }));
  });

  it('refuses, in a sentence, a size whose colors the working area cannot take, and sends nothing', async () => {
    const parked = Array.from({ length: 23 }, (_, cell) => buildColor(`Spare ${cell}`, { cell }));
    const { api, result } = renderMoves(buildPalette(), [...sixSlots(), ...parked]);
    act(() => void result.current.moves.resize({ columns: 1 }));
    await waitFor(() => expect(result.current.toast?.title).toBe('Grid not resized'));
    expect(result.current.toast?.description).toBe(
      "The grid can't shrink to 2 × 1: 3 colors sit in the rows or columns it would remove, and the working area has room for only 1. Make room in the working area first.",
    );
    expect(result.current.moves.question).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('takes a refused resize back on screen and explains it in the server words', async () => {
    const { api, result } = renderMoves(buildPalette(), sixSlots());
    api.refuseNext('PUT', /palettes/, 409, 'Someone else changed this palette.');
    act(() => void result.current.moves.resize({ rows: 4 }));
    await waitFor(() => expect(result.current.toast).toMatchObject({ title: 'Error', description: 'Someone else changed this palette.' }));
    expect(result.current.palette).toMatchObject({ rows: 2, columns: 3 });
    expect(result.current.moves.canUndo).toBe(false);
  });
});
