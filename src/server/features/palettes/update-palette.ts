import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LIMITS } from '#common/constants.ts';
import { gridResizeRefusal, planGridResize, type TGridSize } from '#common/grid-resize.ts';
import type { TPalette, ZUpdatePaletteRequest } from '#common/schemas/palette.ts';
import type { Db } from '#server/db/client.ts';
import { colors, palettes } from '#server/db/schema/index.ts';
import { inTransaction, type Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { paletteDto } from './load-palettes';
import { lockPaletteFor } from './lock-palette';
import { assertMayEditCollaboration, type PaletteAction, type PaletteActor } from './policy';

type Update = z.output<typeof ZUpdatePaletteRequest>;
const WORKING_AREA = LIMITS.workingArea;

// The ability a field needs where it is not 'edit': favouriting, renaming and link sharing (with
// its notes or not) are their own (a read-only palette in one's library may still be favourited or shared).
const ACTION_OF_FIELD: Partial<Record<keyof Update, PaletteAction>> = {
  isFavorite: 'favorite',
  name: 'rename',
  shareEnabled: 'share',
  shareNotes: 'share',
};

function actionsFor(update: Update): PaletteAction[] {
  return (Object.keys(update) as Array<keyof Update>).map((field) => ACTION_OF_FIELD[field] ?? 'edit');
}

export async function updatePalette(options: { db: Db; actor: PaletteActor; id: string; update: Update }): Promise<TPalette> {
  const { db, actor, id, update } = options;
  const collaboration = ['collaborationEnabled', 'collaborationCompany', 'collaborationUrl'] as const;
  if (collaboration.some((field) => field in update)) assertMayEditCollaboration(actor);
  // Turning collaboration off clears its company and link (spec §5).
  const cleared = update.collaborationEnabled === false ? { collaborationCompany: null, collaborationUrl: null } : {};

  await inTransaction(db, async (tx) => {
    // Authorized on the locked row; the grid re-read under the lock, so that a concurrent grid
    // change cannot make this one re-index from stale sizes.
    const { grid: current } = await lockPaletteFor(tx, { actor, id, actions: actionsFor(update) });
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
 * Positions are `row * columns + column`, so a new column count renumbers every grid color to keep
 * it in its row and column. A smaller grid never loses a color: the shared rule (src/common/
 * grid-resize.ts, which the client shows the artist before asking) sends those in removed rows or
 * columns to free working-area cells; when the working area lacks room the change is refused
 * (409) and nothing moves. The palette is locked, so the colors read here are the ones moved.
 */
async function regrid(tx: Tx, options: { paletteId: string; from: TGridSize; to: TGridSize }) {
  const { paletteId, from, to } = options;
  const placed = await tx
    .select({
      id: colors.id,
      position: colors.position,
      isInWorkingArea: colors.isInWorkingArea,
      workingAreaPosition: colors.workingAreaPosition,
    })
    .from(colors)
    .where(eq(colors.paletteId, paletteId));
  const plan = planGridResize(placed, from, to);
  if (!plan.fits) throw new AppError('CONFLICT', gridResizeRefusal(to, plan));
  const changes = [
    ...plan.kept
      .filter(({ color, position }) => color.position !== position)
      .map(({ color, position }) => sql`(${color.id}::uuid, ${position}::int, null::int)`),
    ...plan.displaced.map(({ color, cell }) => sql`(${color.id}::uuid, null::int, ${cell}::int)`),
  ];
  if (changes.length === 0) return;
  // One statement: the one-color-per-place constraints are checked at commit, never midway.
  await tx.execute(sql`
    update colors c set position = v.position, is_in_working_area = v.cell is not null, working_area_position = v.cell,
      working_area_row = v.cell / ${WORKING_AREA.columns}, working_area_column = v.cell % ${WORKING_AREA.columns},
      updated_at = case when v.cell is null then c.updated_at else now() end
    from (values ${sql.join(changes, sql`, `)}) as v(id, position, cell)
    where c.id = v.id`);
}
