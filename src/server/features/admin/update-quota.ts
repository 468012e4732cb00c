import { eq, sql } from 'drizzle-orm';
import type { TUser } from '../../../common/schemas/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { getUserByEmail } from '../users';

/**
 * Sets a user's quota and admin flag. An admin cannot take away their own admin flag, which also
 * keeps at least one admin in place (the caller stays one).
 */
export async function updateQuota(options: {
  db: Db;
  actorId: string;
  userId: string;
  maxPalettes: number;
  isAdmin: boolean;
  adminEmails: ReadonlySet<string>;
}): Promise<TUser> {
  const { db, actorId, userId, maxPalettes, isAdmin, adminEmails } = options;
  if (userId === actorId && !isAdmin) throw new AppError('CONFLICT', 'You cannot remove your own admin rights.');
  const [row] = await db
    .update(users)
    .set({ maxPalettes, isAdmin, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (!row) throw new AppError('NOT_FOUND', 'No such user.');
  return getUserByEmail({ db, email: row.email, adminEmails });
}
