import { inTransaction } from '../../db/transaction';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TColor, ZColorPositionsRequest } from '../../../common/schemas/color';
import type { Db } from '../../db/client';
import { colors } from '../../db/schema';
import { AppError } from '../../errors';
import { authorize, canView, loadPalettes, lockPalette, type PaletteActor } from '../palettes';
import { colorNotFound } from './load-color';
import { toColorDto } from './color-dto';
import { resolvePlacement } from './placement';

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
  const found = await db.select({ id: colors.id, paletteId: colors.paletteId }).from(colors).where(inArray(colors.id, ids));
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
    const rows = items.map((item) => {
      const p = resolvePlacement(item, grid);
      if (!p) throw new AppError('BAD_REQUEST', 'Say where each color goes: a grid position or a working-area cell.');
      return sql`(${item.id}::uuid, ${p.position}::int, ${p.isInWorkingArea}::boolean, ${p.workingAreaPosition}::int, ${p.workingAreaRow}::int, ${p.workingAreaColumn}::int)`;
    });
    await tx.execute(sql`
      update colors c set position = v.position, is_in_working_area = v.in_area,
        working_area_position = v.cell, working_area_row = v.cell_row, working_area_column = v.cell_column,
        updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as v(id, position, in_area, cell, cell_row, cell_column)
      where c.id = v.id`);
  });
  const now = await db
    .select()
    .from(colors)
    .where(eq(colors.paletteId, paletteId))
    .orderBy(asc(colors.isInWorkingArea), asc(colors.position), asc(colors.workingAreaPosition));
  return now.map((row) => toColorDto(row, { showNotes: true }));
}
