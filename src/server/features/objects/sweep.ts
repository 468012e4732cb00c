import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { batches } from './batches';
import { AVATAR_PREFIX, avatarKeyOfUrl, PENDING_PREFIX, userSpaceOwner } from './keys';
import type { ObjectStore } from './object-store';

const SWEEP_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

interface Owned {
  key: string;
  /** When it was stored or started. */
  at: Date;
}

/** The users these keys belong to that still exist, with the avatar each shows: one query. */
async function existingOwners(db: Db, items: Owned[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(items.map((item) => userSpaceOwner(item.key)).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, avatarUrl: users.avatarUrl }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.avatarUrl ? avatarKeyOfUrl(row.avatarUrl) : null]));
}

/**
 * Of these items, the ones to remove: anything of an account that no longer exists, whatever its
 * age (with the user row gone nothing of theirs can be on its way), and otherwise what is older
 * than the cutoff and, for avatars, not the picture its user shows.
 */
async function removable<T extends Owned>(db: Db, items: T[], cutoff: number): Promise<T[]> {
  const owners = await existingOwners(db, items);
  return items.filter((item) => {
    const owner = userSpaceOwner(item.key);
    if (owner !== null && !owners.has(owner)) return true;
    if (item.at.getTime() >= cutoff) return false;
    return owner === null || owners.get(owner) !== item.key;
  });
}

/**
 * Removes what nobody will use: uploads never finalised, unfinished multipart uploads, and
 * avatars no user points at, once they are a day old (younger ones may be mid-flight), and
 * everything of accounts that no longer exist at once. Only deletes, and deleting twice is
 * harmless, so any number of instances may run it at the same time.
 */
export async function sweepObjects(options: { store: ObjectStore; db: Db; now?: number }) {
  const { store, db } = options;
  const cutoff = (options.now ?? Date.now()) - SWEEP_AGE_MS;
  const removed = { pending: 0, multipart: 0, avatars: 0 };
  const objects = async function* (prefix: string) {
    for await (const object of store.list(prefix)) yield { key: object.key, at: object.lastModified };
  };
  for await (const batch of batches(objects(PENDING_PREFIX), BATCH)) {
    const gone = await removable(db, batch, cutoff);
    await store.delete(gone.map((item) => item.key));
    removed.pending += gone.length;
  }
  const uploads = async function* () {
    for await (const upload of store.listMultipart()) yield { ...upload, at: upload.initiated };
  };
  for await (const batch of batches(uploads(), BATCH)) {
    for (const upload of await removable(db, batch, cutoff)) {
      await store.abortMultipart(upload.key, upload.uploadId);
      removed.multipart += 1;
    }
  }
  for await (const batch of batches(objects(AVATAR_PREFIX), BATCH)) {
    const gone = await removable(db, batch, cutoff);
    await store.delete(gone.map((item) => item.key));
    removed.avatars += gone.length;
  }
  return removed;
}
