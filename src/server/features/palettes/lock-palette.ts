import { eq, sql } from 'drizzle-orm';
import { palettes } from '../../db/schema';
import { AppError } from '../../errors';
import type { Tx } from '../../db/transaction';

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
