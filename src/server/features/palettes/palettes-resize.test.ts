import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { colors } from '#server/db/schema/index.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette } from '#server/test/palette-factories.ts';

let t: TestApp;
let artist: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  artist = await buildUser(t);
});

const resize = (paletteId: string, size: { rows?: number; columns?: number }) =>
  artist.client.put<TPalette & { message: string; code: string }>(`/api/palettes/${paletteId}`, size);

async function layout(paletteId: string): Promise<Record<string, string>> {
  const { body } = await artist.client.get<TColor[]>(`/api/colors/palette/${paletteId}`);
  return Object.fromEntries(
    body.map((color) => [color.paintName, color.isInWorkingArea ? `cell ${color.workingAreaPosition}` : `slot ${color.position}`]),
  );
}

/** `count` colors parked in the working area's first cells. */
async function fillWorkingArea(paletteId: string, count: number) {
  await t.db.insert(colors).values(
    Array.from({ length: count }, (_, cell) => ({
      paletteId,
      isInWorkingArea: true,
      workingAreaPosition: cell,
      workingAreaRow: Math.floor(cell / 6),
      workingAreaColumn: cell % 6,
      paintName: `Spare ${cell}`,
    })),
  );
}

describe('PUT /api/palettes/{id} with a new grid size', () => {
  it('keeps each grid color in its row and column when the column count changes', async () => {
    const palette = await buildPalette(t.db, { userId: artist.user.id, rows: 2, columns: 3 });
    // Row 1, column 1 of a 3-wide grid is position 4.
    await t.db.insert(colors).values({ paletteId: palette.id, position: 4, paintName: 'Cobalt' });
    const wider = await resize(palette.id, { columns: 5 });
    expect(wider.status).toBe(200);
    expect(wider.body.swatches).toEqual([expect.objectContaining({ paintName: 'Cobalt', position: 6 })]);
  });

  it('moves colors from removed rows and columns to free working-area cells, in reading order', async () => {
    // 2 × 2: Paint 1 | Paint 2 / Paint 3 | Paint 4, and cell 0 already holds a color.
    const palette = await buildPalette(t.db, { userId: artist.user.id, rows: 2, columns: 2, colorCount: 4 });
    await fillWorkingArea(palette.id, 1);
    const smaller = await resize(palette.id, { rows: 1, columns: 1 });
    expect(smaller.status).toBe(200);
    expect(smaller.body).toMatchObject({ rows: 1, columns: 1, colorCount: 5 });
    expect(await layout(palette.id)).toEqual({
      'Paint 1': 'slot 0',
      'Paint 2': 'cell 1',
      'Paint 3': 'cell 2',
      'Paint 4': 'cell 3',
      'Spare 0': 'cell 0',
    });
  });

  it('refuses a size whose displaced colors the working area cannot take, in a sentence, and moves nothing', async () => {
    const one = await buildPalette(t.db, { userId: artist.user.id, rows: 1, columns: 2, colorCount: 2 });
    await fillWorkingArea(one.id, 24);
    const full = await resize(one.id, { columns: 1 });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({
      code: 'CONFLICT',
      message:
        "The grid can't shrink to 1 × 1: 1 color sits in the rows or columns it would remove, and the working area is full. Make room in the working area first.",
    });

    const three = await buildPalette(t.db, { userId: artist.user.id, rows: 2, columns: 2, colorCount: 4 });
    await fillWorkingArea(three.id, 23);
    const before = await layout(three.id);
    const crowded = await resize(three.id, { rows: 1, columns: 1 });
    expect(crowded.status).toBe(409);
    expect(crowded.body.message).toBe(
      "The grid can't shrink to 1 × 1: 3 colors sit in the rows or columns it would remove, and the working area has room for only 1. Make room in the working area first.",
    );
    expect((await artist.client.get<TPalette>(`/api/palettes/${three.id}`)).body).toMatchObject({ rows: 2, columns: 2 });
    expect(await layout(three.id)).toEqual(before);
  });

  it('is taken back as the client undoes it: the old size, then the displaced colors to their old slots', async () => {
    const palette = await buildPalette(t.db, { userId: artist.user.id, rows: 2, columns: 3, colorCount: 6 });
    const before = await layout(palette.id);
    expect((await resize(palette.id, { columns: 1 })).status).toBe(200);
    const moved = (await artist.client.get<TColor[]>(`/api/colors/palette/${palette.id}`)).body.filter((color) => color.isInWorkingArea);
    expect(moved.map((color) => color.paintName).sort()).toEqual(['Paint 2', 'Paint 3', 'Paint 5', 'Paint 6']);

    expect((await resize(palette.id, { columns: 3 })).status).toBe(200);
    const slotOf: Record<string, number> = { 'Paint 2': 1, 'Paint 3': 2, 'Paint 5': 4, 'Paint 6': 5 };
    const back = await artist.client.put(
      '/api/colors/positions',
      moved.map((color) => ({ id: color.id, isInWorkingArea: false, position: slotOf[color.paintName] })),
    );
    expect(back.status).toBe(200);
    expect(await layout(palette.id)).toEqual(before);
  });
});
