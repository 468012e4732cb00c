import { inTransaction, type Tx } from '../../db/transaction';
import { and, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../../common/constants';
import { lockPalette } from './lock-palette';
import type { z } from 'zod';
import type { TPalette, ZUpdatePaletteRequest } from '../../../common/schemas/palette';
import type { Db } from '../../db/client';
import { colors, palettes } from '../../db/schema';
import { AppError } from '../../errors';
import { loadPalette, paletteDto } from './load-palettes';
import { assertMayEditCollaboration, authorize, type PaletteAction, type PaletteActor } from './policy';

type Update = z.output<typeof ZUpdatePaletteRequest>;
const WORKING_AREA = LIMITS.workingArea;

// The ability a field needs where it is not 'edit': favouriting, renaming and link sharing are
// their own (a read-only palette in one's library may still be favourited or shared).
const ACTION_OF_FIELD: Partial<Record<keyof Update, PaletteAction>> = { isFavorite: 'favorite', name: 'rename', shareEnabled: 'share' };

function actionsFor(update: Update): PaletteAction[] {
  return (Object.keys(update) as Array<keyof Update>).map((field) => ACTION_OF_FIELD[field] ?? 'edit');
}

export async function updatePalette(options: {
  db: Db;
  actor: PaletteActor;
  id: string;
  update: Update;
}): Promise<TPalette> {
  const { db, actor, id, update } = options;
  const { palette, facts } = await loadPalette({ db, actor, id });
  for (const action of new Set(actionsFor(update))) authorize(actor, action, palette, facts);
  const collaboration = ['collaborationEnabled', 'collaborationCompany', 'collaborationUrl'] as const;
  if (collaboration.some((field) => field in update)) assertMayEditCollaboration(actor);
  // Turning collaboration off clears its company and link (spec §5).
  const cleared = update.collaborationEnabled === false ? { collaborationCompany: null, collaborationUrl: null } : {};

  await inTransaction(db, async (tx) => {
    // Re-read under the lock: a concurrent grid change must not re-index from stale sizes.
    const current = await lockPalette(tx, id);
    const rows = update.rows ?? current.rows;
    const columns = update.columns ?? current.columns;
    if (rows !== current.rows || columns !== current.columns) {
      await regrid(tx, { paletteId: id, from: current, to: { rows, columns } });
    }
    await tx
      .update(palettes)
      .set({ ...update, ...cleared, updatedAt: sql`now()` })
      .where(eq(palettes.id, id));
  });
  return paletteDto({ db, actor, id });
}

/**
 * Positions are `row * columns + column`, so a new column count re-indexes every grid color to
 * keep it in its row and column. A smaller grid never loses a color: those in removed rows or
 * columns move to free working-area cells, in reading order; when the working area lacks room the
 * change is refused (409) and nothing moves.
 */
async function regrid(
  tx: Tx,
  options: { paletteId: string; from: { rows: number; columns: number }; to: { rows: number; columns: number } },
) {
  const { paletteId, from, to } = options;
  const cut = sql`(position / ${from.columns} >= ${to.rows} or position % ${from.columns} >= ${to.columns})`;
  const counted = await tx.execute(sql`
    select
      (select count(*) from colors where palette_id = ${paletteId} and not is_in_working_area and ${cut}) as displaced,
      (select ${WORKING_AREA.capacity} - count(*) from colors where palette_id = ${paletteId} and is_in_working_area) as free`);
  const { rows } = counted as { rows: Array<{ displaced: number | string; free: number | string }> };
  const displaced = Number(rows[0]?.displaced ?? 0);
  const free = Number(rows[0]?.free ?? 0);
  if (displaced > free) {
    throw new AppError(
      'CONFLICT',
      `${displaced} colors sit in the rows or columns this grid size would remove, and the working area has room for ${free}. Move some first.`,
    );
  }
  if (displaced > 0) {
    await tx.execute(sql`
      with displaced as (
        select id, row_number() over (order by position) as n from colors
        where palette_id = ${paletteId} and not is_in_working_area and ${cut}
      ), free_cells as (
        select cell, row_number() over (order by cell) as n from generate_series(0, ${WORKING_AREA.capacity - 1}) cell
        where cell not in (select working_area_position from colors where palette_id = ${paletteId} and is_in_working_area)
      )
      update colors c set is_in_working_area = true, position = null, working_area_position = f.cell,
        working_area_row = f.cell / ${WORKING_AREA.columns}, working_area_column = f.cell % ${WORKING_AREA.columns}, updated_at = now()
      from displaced d join free_cells f on f.n = d.n
      where c.id = d.id`);
  }
  if (to.columns !== from.columns) {
    await tx
      .update(colors)
      .set({ position: sql`(${colors.position} / ${from.columns}) * ${to.columns} + ${colors.position} % ${from.columns}` })
      .where(and(eq(colors.paletteId, paletteId), eq(colors.isInWorkingArea, false)));
  }
}
