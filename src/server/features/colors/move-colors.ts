import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TColor, ZColorPositionsRequest } from '../../../common/schemas/color';
import type { Db } from '../../db/client';
import { inOneStatement } from '../../db/transaction';
import { AppError } from '../../errors';
import { authorize, canView, loadPalettesOfColors, type PaletteActor } from '../palettes';
import { colorNotFound } from './load-color';
import { toColorDto } from './color-dto';
import { colorsOfPalette } from './colors-of-palette';
import { type Placement, resolvePlacement } from './placement';

interface Move {
  paletteId: string;
  /** The grid the places were checked against: the move happens only while it still is. */
  grid: { rows: number; columns: number };
  ids: string[];
  places: Placement[];
}

/**
 * Locks the palette, then moves the colors, in ONE statement (its own transaction): the lock is
 * the palette row's UPDATE in `locked`, and every color row the move touches joins `locked`, so
 * it is locked after the palette, in the one lock order of lock-palette.ts. The move is made only
 * if the palette's grid is still the one the places were checked against and every color is
 * still in the palette. One round trip instead of five (begin, lock, update, commit and the
 * colors' palette), which is most of what a move cost (decision 016).
 */
async function moveInOneStatement(db: Db, move: Move): Promise<{ locked: boolean; found: number }> {
  const { paletteId, grid, ids, places } = move;
  // One array per column: the statement's text is the same however many colors move, so it is
  // planned once per connection (decision 016).
  const column = <T>(pick: (place: Placement) => T) => sql.param(places.map(pick));
  const result = await db.execute(sql`
    with found as (
      select count(*)::int as n from colors where id = any(${sql.param(ids)}::uuid[]) and palette_id = ${paletteId}
    ), locked as (
      update palettes set updated_at = now()
      where id = ${paletteId} and rows = ${grid.rows} and columns = ${grid.columns}
        and (select n from found) = ${ids.length}
      returning id
    ), moved as (
      update colors c set position = v.position, is_in_working_area = v.in_area,
        working_area_position = v.cell, working_area_row = v.cell_row, working_area_column = v.cell_column,
        updated_at = now()
      from unnest(${sql.param(ids)}::uuid[], ${column((p) => p.position)}::int[], ${column((p) => p.isInWorkingArea)}::boolean[],
        ${column((p) => p.workingAreaPosition)}::int[], ${column((p) => p.workingAreaRow)}::int[], ${column((p) => p.workingAreaColumn)}::int[])
        as v(id, position, in_area, cell, cell_row, cell_column), locked
      where c.id = v.id and c.palette_id = locked.id
      returning c.id
    )
    select (select count(*) from locked)::int as locked, (select n from found) as found, (select count(*) from moved)::int as moved`);
  const [row] = (result as unknown as { rows: Array<{ locked: number; found: number }> }).rows;
  return { locked: (row?.locked ?? 0) > 0, found: row?.found ?? 0 };
}

/**
 * Moves colors of one palette (spec §7 PUT /api/colors/positions): a move is one item, a swap two.
 * Concurrent moves on a palette apply one after the other (the palette row's lock); the
 * one-color-per-place constraints are checked at the statement's commit, so a swap never passes
 * through a clash, and a move onto an occupied place without its partner is refused (409) with
 * nothing changed. Answers with all the palette's colors as they now are.
 */
export async function moveColors(options: {
  db: Db;
  actor: PaletteActor;
  items: z.output<typeof ZColorPositionsRequest>;
}): Promise<TColor[]> {
  const { db, actor, items } = options;
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw new AppError('BAD_REQUEST', 'Each color may appear once per move.');
  const paletteId = await moveChecked({ db, actor, items, ids });
  const now = await colorsOfPalette(db).execute({ paletteId });
  return now.map((row) => toColorDto(row, { showNotes: true }));
}

/** Checks the move against the palette as it is and makes it; answers the palette's id. */
async function moveChecked(options: {
  db: Db;
  actor: PaletteActor;
  items: z.output<typeof ZColorPositionsRequest>;
  ids: string[];
}): Promise<string> {
  const { db, actor, items, ids } = options;
  // Twice at most: a grid resized between the check and the move is checked again.
  for (let attempt = 1; ; attempt += 1) {
    const loaded = await loadPalettesOfColors({ db, actor, colorIds: ids });
    // A color of a palette the caller cannot see is as absent as one that does not exist.
    if (loaded.length === 0 || loaded.some(({ palette, facts }) => !canView(actor, palette, facts))) throw colorNotFound();
    const [only] = loaded;
    if (loaded.length !== 1 || !only) throw new AppError('BAD_REQUEST', 'Colors moved together must belong to one palette.');
    const { palette, facts } = only;
    authorize(actor, 'edit', palette, facts);
    const grid = { rows: palette.rows, columns: palette.columns };
    const places = items.map((item) => {
      const p = resolvePlacement(item, grid);
      if (!p) throw new AppError('BAD_REQUEST', 'Say where each color goes: a grid position or a working-area cell.');
      return p;
    });
    const outcome = await inOneStatement(() => moveInOneStatement(db, { paletteId: palette.id, grid, ids, places }));
    if (outcome.found !== ids.length) throw colorNotFound();
    if (outcome.locked) return palette.id;
    if (attempt === 2) throw new AppError('CONFLICT', 'The palette changed while the colors were moving. Try again.');
  }
}
