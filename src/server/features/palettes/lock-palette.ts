import { eq } from 'drizzle-orm';
import { palettes } from '../../db/schema';
import { AppError } from '../../errors';
import type { Tx } from './quota';

/**
 * Locks a palette's row for the rest of the transaction and returns its grid. Every change to
 * where colors sit takes this lock first, so concurrent moves, adds and grid changes on one
 * palette apply one after another and never see each other half-done.
 */
export async function lockPalette(tx: Tx, id: string): Promise<{ id: string; rows: number; columns: number }> {
  const [row] = await tx
    .select({ id: palettes.id, rows: palettes.rows, columns: palettes.columns })
    .from(palettes)
    .where(eq(palettes.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Palette not found.');
  return row;
}
