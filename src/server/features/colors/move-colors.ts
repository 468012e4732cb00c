import { inTransaction } from '../../db/transaction';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TColor, ZColorPositionsRequest } from '../../../common/schemas/color';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { colors } from '../../db/schema';
import { AppError } from '../../errors';
import { authorize, canView, loadPalettes, lockPalette, type PaletteActor } from '../palettes';
import { colorNotFound } from './load-color';
import { toColorDto } from './color-dto';
import { colorsOfPalette } from './colors-of-palette';
import { resolvePlacement } from './placement';

const palettesOfColors = perDatabase((db) =>
  db
    .select({ id: colors.id, paletteId: colors.paletteId })
    .from(colors)
    .where(sql`${colors.id} = any(${sql.placeholder('ids')})`)
    .prepare('palettes_of_colors'),
);

/**
 * Moves colors of one palette in one statement inside one transaction (spec §7
 * PUT /api/colors/positions): a move is one item, a swap two. The palette row is locked first,
 * so concurrent moves on a palette apply one after the other; the one-color-per-place
 * constraints are checked at commit, so a swap never passes through a clash, and a move onto
 * an occupied place without its partner is refused (409) with nothing changed.
 * Answers with all the palette's colors as they now are.
 */
export async function moveColors(options: {
  db: Db;
  actor: PaletteActor;
  items: z.output<typeof ZColorPositionsRequest>;
}): Promise<TColor[]> {
  const { db, actor, items } = options;
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw new AppError('BAD_REQUEST', 'Each color may appear once per move.');
  const found = await palettesOfColors(db).execute({ ids });
  if (found.length !== ids.length) throw colorNotFound();
  // A color of a palette the caller cannot see is as absent as one that does not exist.
  const loaded = await loadPalettes({ db, actor, ids: [...new Set(found.map((f) => f.paletteId))] });
  if (loaded.some(({ palette, facts }) => !canView(actor, palette, facts))) throw colorNotFound();
  const [only] = loaded;
  if (loaded.length !== 1 || !only) throw new AppError('BAD_REQUEST', 'Colors moved together must belong to one palette.');
  const { palette, facts } = only;
  const paletteId = palette.id;
  authorize(actor, 'edit', palette, facts);

  await inTransaction(db, async (tx) => {
    const grid = await lockPalette(tx, paletteId);
    const places = items.map((item) => {
      const p = resolvePlacement(item, grid);
      if (!p) throw new AppError('BAD_REQUEST', 'Say where each color goes: a grid position or a working-area cell.');
      return p;
    });
    // One array per column: the statement's text is the same however many colors move, so it is
    // planned once per connection (decision 016).
    const column = <T>(pick: (place: (typeof places)[number]) => T) => sql.param(places.map(pick));
    await tx.execute(sql`
      update colors c set position = v.position, is_in_working_area = v.in_area,
        working_area_position = v.cell, working_area_row = v.cell_row, working_area_column = v.cell_column,
        updated_at = now()
      from unnest(${sql.param(ids)}::uuid[], ${column((p) => p.position)}::int[], ${column((p) => p.isInWorkingArea)}::boolean[],
        ${column((p) => p.workingAreaPosition)}::int[], ${column((p) => p.workingAreaRow)}::int[], ${column((p) => p.workingAreaColumn)}::int[])
        as v(id, position, in_area, cell, cell_row, cell_column)
      where c.id = v.id`);
  });
  const now = await colorsOfPalette(db).execute({ paletteId });
  return now.map((row) => toColorDto(row, { showNotes: true }));
}
