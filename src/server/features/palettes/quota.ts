import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { palettes, users } from '#server/db/schema/index.ts';
import type { Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import type { PaletteActor } from './policy';

/**
 * Palettes that count against a user's quota (spec §6): the ones they created, duplicated or
 * copied. Palettes an admin pushed to them do not count: the user did not choose them.
 */
async function countOwned(db: Db | Tx, userId: string): Promise<number> {
  return db.$count(palettes, and(eq(palettes.userId, userId), eq(palettes.isPushedByAdmin, false)));
}

export async function canCreatePalette(options: { db: Db; owner: PaletteActor }): Promise<boolean> {
  const { db, owner } = options;
  if (owner.isAdmin) return true;
  const [row] = await db.select({ maxPalettes: users.maxPalettes }).from(users).where(eq(users.id, owner.id));
  if (!row) throw new AppError('NOT_FOUND', 'No such user.');
  return (await countOwned(db, owner.id)) < row.maxPalettes;
}

/**
 * Inside the transaction that adds a palette: locks the owner's row so two concurrent creates
 * cannot both pass the check, then refuses at the limit. The message says 'maximum', which the
 * client turns into 'Maximum copies reached' for duplicates (spec §8); a refused 'Copy to my
 * palettes' is told by its code, QUOTA_EXCEEDED, and shown as the free-limit text (issue 27).
 */
export async function assertUnderQuota(tx: Tx, owner: PaletteActor): Promise<void> {
  const [row] = await tx.select({ maxPalettes: users.maxPalettes }).from(users).where(eq(users.id, owner.id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such user.');
  if (owner.isAdmin) return;
  const owned = await countOwned(tx, owner.id);
  if (owned >= row.maxPalettes) {
    throw new AppError(
      'QUOTA_EXCEEDED',
      `You have reached the maximum of ${row.maxPalettes} palettes for your account. Delete one to start anew.`,
    );
  }
}
