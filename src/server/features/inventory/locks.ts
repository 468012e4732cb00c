import { eq } from 'drizzle-orm';
import { inventoryItems as t, users } from '#server/db/schema/index.ts';
import type { Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';

/**
 * Locks a person's studio for the rest of the transaction (their users row, FOR NO KEY UPDATE: it
 * does not hold up rows that refer to the person), then counts its items. Two adds at once, from
 * two tabs, queue here, so neither can pass the limit the other is about to reach.
 */
export async function lockStudio(tx: Tx, userId: string): Promise<{ held: number }> {
  const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!person) throw new AppError('NOT_FOUND', 'No such user.');
  return { held: await tx.$count(t, eq(t.userId, userId)) };
}

/** The item's row, locked for the rest of the transaction: what the policy and the write read. */
export async function lockItem(tx: Tx, id: string) {
  const [row] = await tx
    .select({ userId: t.userId, cataloguePaintId: t.cataloguePaintId, paintName: t.paintName, manufacturer: t.manufacturer, form: t.form })
    .from(t)
    .where(eq(t.id, id))
    .for('update');
  return row;
}
