import { batches } from './batches';
import { AVATAR_PREFIX, PENDING_PREFIX } from './keys';
import type { ObjectStore } from './object-store';

const BATCH = 500;

/**
 * Removes everything stored for one user: their avatars, their unfinished uploads and their open
 * multipart uploads. For an account's deletion, once its row is gone (the sweep does the same
 * for any account that disappears). Repeating it is harmless.
 */
export async function removeUserObjects(options: { store: ObjectStore; userId: string }): Promise<void> {
  const { store, userId } = options;
  const pending = `${PENDING_PREFIX}${userId}/`;
  for await (const upload of store.listMultipart(pending)) await store.abortMultipart(upload.key, upload.uploadId);
  for (const prefix of [pending, `${AVATAR_PREFIX}${userId}/`]) {
    for await (const batch of batches(store.list(prefix), BATCH)) await store.delete(batch.map((object) => object.key));
  }
}
