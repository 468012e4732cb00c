import { eq, sql } from 'drizzle-orm';
import { palettes } from '#server/db/schema/index.ts';
import type { Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { loadPalette } from './load-palettes';
import { authorize, type PaletteAction, type PaletteActor } from './policy';

/**
 * Locks a palette's row for the rest of the transaction, marks it changed now (every caller is
 * about to change it or its colors) and returns its grid. One statement: the UPDATE takes the
 * row lock.
 *
 * THE LOCK ORDER: every transaction that writes a palette's colors (add, edit, move, remove,
 * regrid, restore) takes this lock first and only then touches color rows. With one order, two
 * writers on a palette queue behind each other instead of each holding what the other waits for
 * (a deadlock, which PostgreSQL breaks by failing one of them after deadlock_timeout). It also
 * makes concurrent changes apply one after another, never seeing each other half-done.
 * Deleting a palette deletes its row first and its colors by cascade: the same order.
 */
export async function lockPalette(tx: Tx, id: string): Promise<{ id: string; rows: number; columns: number }> {
  const [row] = await tx
    .update(palettes)
    .set({ updatedAt: sql`now()` })
    .where(eq(palettes.id, id))
    .returning({ id: palettes.id, rows: palettes.rows, columns: palettes.columns });
  if (!row) throw new AppError('NOT_FOUND', 'Palette not found.');
  return row;
}

/**
 * Locks a palette (above) and authorizes the actor for each action on the locked row, in the
 * transaction that writes: no change of owner, sharing or master state can fall between the check
 * and the write. A palette the actor may not see is not found (404), as elsewhere.
 */
export async function lockPaletteFor(tx: Tx, options: { actor: PaletteActor; id: string; actions: Iterable<PaletteAction> }) {
  const { actor, id, actions } = options;
  const grid = await lockPalette(tx, id);
  const { palette, facts } = await loadPalette({ db: tx, actor, id });
  for (const action of new Set(actions)) authorize(actor, action, palette, facts);
  return { grid, palette };
}
