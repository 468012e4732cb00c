import { and, eq, or, sql } from 'drizzle-orm';
import { lockPalette } from './lock-palette';
import type { Tx } from './quota';
import type { z } from 'zod';
import type { TPalette, ZUpdatePaletteRequest } from '../../../common/schemas/palette';
import type { Db } from '../../db/client';
import { colors, palettes } from '../../db/schema';
import { AppError } from '../../errors';
import { loadPalette, paletteDto } from './load-palettes';
import { assertMayEditCollaboration, authorize, type PaletteAction, type PaletteActor } from './policy';

type Update = z.output<typeof ZUpdatePaletteRequest>;

/** The ability each field needs: favouriting and renaming are narrower than editing. */
function actionsFor(update: Update): PaletteAction[] {
  return (Object.keys(update) as Array<keyof Update>).map((field) =>
    field === 'isFavorite' ? 'favorite' : field === 'name' ? 'rename' : 'edit',
  );
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

  await db.transaction(async (tx) => {
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
 * keep it in its row and column. A smaller grid must not swallow colors: while any color sits in
 * a removed row or column the change is refused.
 */
async function regrid(
  tx: Tx,
  options: { paletteId: string; from: { rows: number; columns: number }; to: { rows: number; columns: number } },
) {
  const { paletteId, from, to } = options;
  const inGrid = and(eq(colors.paletteId, paletteId), eq(colors.isInWorkingArea, false));
  const [outside] = await tx
    .select({ id: colors.id })
    .from(colors)
    .where(
      and(
        inGrid,
        or(sql`${colors.position} / ${from.columns} >= ${to.rows}`, sql`${colors.position} % ${from.columns} >= ${to.columns}`),
      ),
    )
    .limit(1);
  if (outside) throw new AppError('CONFLICT', 'Some colors sit in rows or columns this grid size would remove. Move them first.');
  if (to.columns !== from.columns) {
    await tx
      .update(colors)
      .set({ position: sql`(${colors.position} / ${from.columns}) * ${to.columns} + ${colors.position} % ${from.columns}` })
      .where(inGrid);
  }
}
