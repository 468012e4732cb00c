import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TUser, ZUpdateProfileRequest } from '#common/schemas/user.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import type { ObjectStore } from '#server/features/objects/index.ts';
import { getUserByEmail } from './get-user-by-email';
import { deleteReplacedAvatar } from './set-avatar';

/**
 * Whichever is given of the display name (trimmed and never blank, by the request schema) and
 * the avatar: null removes the picture (and its stored file); the current URL leaves it as it is.
 * A new picture comes only through PUT /users/{id}/avatar, which checks and re-encodes it, so no
 * other URL is taken here.
 */
export async function updateProfile(options: {
  db: Db;
  store: ObjectStore;
  userId: string;
  update: z.output<typeof ZUpdateProfileRequest>;
  adminEmails: ReadonlySet<string>;
}): Promise<TUser> {
  const { db, store, userId, update, adminEmails } = options;
  const result = await inTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ email: users.email, avatarUrl: users.avatarUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'No such user.');
    const avatarChange = update.avatarUrl !== undefined && update.avatarUrl !== current.avatarUrl;
    if (avatarChange && update.avatarUrl !== null) {
      throw new AppError('BAD_REQUEST', 'avatarUrl: upload a new picture through PUT /api/users/{id}/avatar.');
    }
    await tx
      .update(users)
      .set({
        ...(update.displayName !== undefined ? { displayName: update.displayName } : {}),
        ...(avatarChange ? { avatarUrl: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    return { email: current.email, removedAvatar: avatarChange ? current.avatarUrl : null };
  });
  await deleteReplacedAvatar(store, userId, result.removedAvatar);
  return getUserByEmail({ db, email: result.email, adminEmails });
}
