import { eq, sql } from 'drizzle-orm';
import { LIMITS } from '#common/constants.ts';
import type { TAvatarResponse } from '#common/schemas/user.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import {
  avatarKeyOfUrl,
  avatarKeyOwner,
  newAvatarKey,
  type ObjectStore,
  pendingKeyOfUrl,
  pendingKeyOwner,
} from '#server/features/objects/index.ts';
import { toAvatarWebp } from './avatar-image';

/**
 * Points the user at a new avatar URL and gives back the one it replaced (null: none; undefined:
 * no such user). The row is locked, so two changes at once each replace the other's result.
 */
export async function swapAvatarUrl(db: Db, userId: string, avatarUrl: string | null): Promise<string | null | undefined> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) return undefined;
    await tx.update(users).set({ avatarUrl, updatedAt: sql`now()` }).where(eq(users.id, userId));
    return row.avatarUrl;
  });
}

/** Removes a replaced avatar when it is one of this user's stored pictures (not a Google photo). */
export async function deleteReplacedAvatar(store: ObjectStore, userId: string, previous: string | null | undefined): Promise<void> {
  const key = previous ? avatarKeyOfUrl(previous) : null;
  if (key && avatarKeyOwner(key) === userId) await store.delete([key]);
}

async function storeAvatar(options: { db: Db; store: ObjectStore; userId: string; pendingKey: string }): Promise<TAvatarResponse> {
  const { db, store, userId, pendingKey } = options;
  const upload = await store.head(pendingKey);
  if (!upload) throw new AppError('NOT_FOUND', 'The uploaded file was not found. Upload the picture again.');
  if (upload.size > LIMITS.avatarMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'An avatar may be at most 5 MB.');
  const webp = await toAvatarWebp(await store.read(pendingKey, LIMITS.avatarMaxBytes));
  const avatarKey = newAvatarKey(userId);
  await store.write(avatarKey, webp, 'image/webp');
  const avatarUrl = store.publicUrl(avatarKey);
  let previous: string | null | undefined;
  try {
    previous = await swapAvatarUrl(db, userId, avatarUrl);
  } catch (error) {
    await store.delete([avatarKey]);
    throw error;
  }
  if (previous === undefined) {
    await store.delete([avatarKey]);
    throw new AppError('NOT_FOUND', 'No such user.');
  }
  await deleteReplacedAvatar(store, userId, previous);
  return { avatarUrl };
}

/**
 * Spec §7 PUT /api/users/{id}/avatar: finalises an upload as the user's avatar. Only an upload
 * issued to that very user is accepted (its key says whose it is); its bytes must be an image of
 * at most 5 MB. The upload is used once: it is removed when stored or refused. A failure of the
 * storage or database leaves it for a retry, and the daily sweep removes it if none comes.
 */
export async function setAvatar(options: { db: Db; store: ObjectStore; userId: string; avatarUrl: string }): Promise<TAvatarResponse> {
  const { store, userId } = options;
  const pendingKey = pendingKeyOfUrl(options.avatarUrl);
  if (!pendingKey) throw new AppError('BAD_REQUEST', 'avatarUrl: send the URL the picture was uploaded to.');
  if (pendingKeyOwner(pendingKey) !== userId) throw new AppError('FORBIDDEN', 'This upload belongs to another account.');
  try {
    const result = await storeAvatar({ ...options, pendingKey });
    await store.delete([pendingKey]);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code !== 'NOT_FOUND') await store.delete([pendingKey]);
    throw error;
  }
}
