import { eq, inArray, sql } from 'drizzle-orm';
import type { TUser } from '#common/schemas/user.ts';
import type { Db } from '#server/db/client.ts';
import { authUsers, users } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { pushDistributedMastersTo } from '#server/features/palettes/index.ts';
import { getUserByEmail, isEffectiveAdmin } from '#server/features/users/index.ts';

/**
 * Sets a user's quota and admin flag. Admin changes are serialised (the admin rows are locked),
 * and the caller's own rights are checked again under that lock: two admins demoting each other
 * at once cannot both succeed, and since nobody may remove their own flag, an admin always remains.
 * The flag is stored only when the admin status really changes, so saving the quota of someone
 * who is an admin through ADMIN_EMAILS does not also make them one by flag. Someone who stops
 * being an admin receives the masters distributed meanwhile, like any regular user.
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
  const { email, demoted } = await inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(users.id).for('update');
    const rows = await tx
      .select({ id: users.id, email: users.email, isAdmin: users.isAdmin, emailVerified: authUsers.emailVerified })
      .from(users)
      .leftJoin(authUsers, eq(authUsers.id, users.authUserId))
      .where(inArray(users.id, [actorId, userId]));
    const effective = (row: (typeof rows)[number]) =>
      isEffectiveAdmin({ storedFlag: row.isAdmin, email: row.email, emailVerified: row.emailVerified ?? false, adminEmails });
    const actor = rows.find((row) => row.id === actorId);
    const target = rows.find((row) => row.id === userId);
    if (!actor || !effective(actor)) throw new AppError('FORBIDDEN', 'Only admins may do this.');
    if (!target) throw new AppError('NOT_FOUND', 'No such user.');
    const wasAdmin = effective(target);
    const storedFlag = isAdmin === wasAdmin ? target.isAdmin : isAdmin;
    await tx.update(users).set({ maxPalettes, isAdmin: storedFlag, updatedAt: sql`now()` }).where(eq(users.id, userId));
    const stillAdmin = isEffectiveAdmin({ storedFlag, email: target.email, emailVerified: target.emailVerified ?? false, adminEmails });
    return { email: target.email, demoted: wasAdmin && !stillAdmin };
  });
  if (demoted) await pushDistributedMastersTo({ db, userId, adminEmails });
  return getUserByEmail({ db, email, adminEmails });
}
