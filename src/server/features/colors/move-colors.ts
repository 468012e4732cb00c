import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TColor, ZColorPositionsRequest } from '#common/schemas/color.ts';
import type { Db } from '#server/db/client.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import { colors } from '#server/db/schema/index.ts';
import { inOneStatement } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { authorize, canView, loadPalettesOfColors, type PaletteActor, writableBy } from '#server/features/palettes/index.ts';
import { colorLinkedFields } from './color-link';
import { colorNotFound } from './load-color';
import { type Placement, resolvePlacement } from './placement';

type MoveItems = z.output<typeof ZColorPositionsRequest>;

// A moved color as the answer carries it: every column but the timestamps (as toColorDto), named
// as the API names them, with what its catalogue link says (its Buy link, its rating's origin). Built from the table, so a new column is answered
// without another edit.
const { createdAt: _created, updatedAt: _updated, affiliateLink: _link, ...answered } = getTableColumns(colors);
const MOVED_COLUMNS = sql.join(
  [
    sql.raw(
      Object.entries(answered)
        .map(([key, column]) => `m."${column.name}" as "${key}"`)
        .join(', '),
    ),
    ...Object.entries(colorLinkedFields('m')).map(([key, field]) => sql`${field} as ${sql.identifier(key)}`),
  ],
  sql`, `,
);

/**
 * Checks, locks and moves in ONE statement (its own transaction); answers the moved colors, or
 * none when the move may not be made as asked. The palette is the one all the colors belong to;
 * its row is locked by the UPDATE in `locked`, and only if the caller may change it (writableBy:
 * policy.ts's rule, read on the row version being locked) and every grid slot asked for lies
 * inside its grid as it is at that moment. The colors move joined to `locked`: the palette is
 * locked before its colors, the one lock order of lock-palette.ts. One round trip where checking
 * first took two more, which was most of what a move cost (decision 016). The moved rows come
 * back from the statement itself: they are what it wrote.
 */
async function moveInOneStatement(options: { db: Db; actor: PaletteActor; ids: string[]; places: Placement[] }): Promise<TColor[]> {
  const { db, actor, ids, places } = options;
  // One array per column: the statement's text is the same however many colors move, so it is
  // planned once per connection (decision 016).
  const column = <T>(pick: (place: Placement) => T) => sql.param(places.map(pick));
  const highestSlot = Math.max(-1, ...places.map((place) => place.position ?? -1));
  const result = await db.execute(sql`
    with target as (
      select palette_id, count(*)::int as n from colors where id = any(${sql.param(ids)}::uuid[]) group by palette_id
    ), locked as (
      update palettes set updated_at = now()
      from target
      where palettes.id = target.palette_id and target.n = ${ids.length} and (select count(*) from target) = 1
        and ${writableBy(actor)} and palettes.rows * palettes.columns > ${highestSlot}
      returning palettes.id
    ), moved as (
      update colors c set position = v.position, is_in_working_area = v.in_area,
        working_area_position = v.cell, working_area_row = v.cell_row, working_area_column = v.cell_column,
        updated_at = now()
      from unnest(${sql.param(ids)}::uuid[], ${column((p) => p.position)}::int[], ${column((p) => p.isInWorkingArea)}::boolean[],
        ${column((p) => p.workingAreaPosition)}::int[], ${column((p) => p.workingAreaRow)}::int[], ${column((p) => p.workingAreaColumn)}::int[])
        as v(id, position, in_area, cell, cell_row, cell_column), locked
      where c.id = v.id and c.palette_id = locked.id
      returning c.*
    )
    select ${MOVED_COLUMNS} from moved m`);
  const moved = resultRows<TColor>(result);
  // In the order asked: the statement returns them in whatever order it updated them.
  const order = new Map(ids.map((id, index) => [id, index]));
  return moved.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/**
 * Moves colors of one palette (spec §7 PUT /api/colors/positions): a move is one item, a swap two.
 * Concurrent moves on a palette apply one after the other (the palette row's lock); the
 * one-color-per-place constraints are checked at the statement's commit, so a swap never passes
 * through a clash, and a move onto an occupied place without its partner is refused (409) with
 * nothing changed. Answers with the moved colors as they now are (the caller edits the palette,
 * so with its notes); the rest of the palette did not move. Reading the whole palette back cost a
 * round trip and ten times the bytes (decision 016).
 */
export async function moveColors(options: { db: Db; actor: PaletteActor; items: MoveItems }): Promise<TColor[]> {
  const { db, actor, items } = options;
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw new AppError('BAD_REQUEST', 'Each color may appear once per move.');
  const places = items.map((item) => {
    const place = resolvePlacement(item);
    if (!place) throw new AppError('BAD_REQUEST', 'Say where each color goes: a grid position or a working-area cell.');
    return place;
  });
  const move = () => inOneStatement(() => moveInOneStatement({ db, actor, ids, places }));
  const moved = await move();
  if (moved.length > 0) return moved;
  // Refused as asked: the palette's policy says why (404, 403 or 400, as any other write would).
  await assertMayMove({ db, actor, items, ids });
  // Allowed now, so the palette changed between the statement and the check (a grid resized, a
  // color removed): once more, then the caller is told.
  const again = await move();
  if (again.length > 0) return again;
  throw new AppError('CONFLICT', 'The palette changed while the colors were moving. Try again.');
}

/** Throws the error a refused move deserves, from the palette as it is now. */
async function assertMayMove(options: { db: Db; actor: PaletteActor; items: MoveItems; ids: string[] }): Promise<void> {
  const { db, actor, items, ids } = options;
  const loaded = await loadPalettesOfColors({ db, actor, colorIds: ids });
  // A color of a palette the caller cannot see is as absent as one that does not exist.
  if (loaded.length === 0 || loaded.some(({ palette, facts }) => !canView(actor, palette, facts))) throw colorNotFound();
  if ((await db.$count(colors, inArray(colors.id, ids))) !== ids.length) throw colorNotFound();
  const [only] = loaded;
  if (loaded.length !== 1 || !only) throw new AppError('BAD_REQUEST', 'Colors moved together must belong to one palette.');
  const { palette, facts } = only;
  authorize(actor, 'edit', palette, facts);
  for (const item of items) resolvePlacement(item, { rows: palette.rows, columns: palette.columns });
}
