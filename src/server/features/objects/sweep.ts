import { inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AVATAR_PREFIX, PENDING_PREFIX, avatarKeyOfUrl, avatarKeyOwner } from './keys';
import type { ObjectStore, StoredObject } from './object-store';

export const SWEEP_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

async function* batches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

async function* olderThan(objects: AsyncIterable<StoredObject>, cutoff: number): AsyncGenerator<StoredObject> {
  for await (const object of objects) if (object.lastModified.getTime() < cutoff) yield object;
}

/** Of these avatar objects, the ones no user shows any more (replaced, or the account is gone). */
async function unusedAvatars(db: Db, objects: StoredObject[]): Promise<string[]> {
  const owners = [...new Set(objects.map((o) => avatarKeyOwner(o.key)).filter((id): id is string => id !== null))];
  const rows = owners.length > 0 ? await db.select({ avatarUrl: users.avatarUrl }).from(users).where(inArray(users.id, owners)) : [];
  const inUse = new Set(rows.map((row) => (row.avatarUrl ? avatarKeyOfUrl(row.avatarUrl) : null)));
  return objects.map((o) => o.key).filter((key) => !inUse.has(key));
}

/**
 * Removes what nobody will use: uploads never finalised, unfinished multipart uploads, and
 * avatars no user points at, once they are a day old (younger ones may be mid-flight).
 * Only deletes, and deleting twice is harmless, so any number of instances may run it at once.
 */
export async function sweepObjects(options: { store: ObjectStore; db: Db; now?: number }) {
  const { store, db } = options;
  const cutoff = (options.now ?? Date.now()) - SWEEP_AGE_MS;
  const removed = { pending: 0, multipart: 0, avatars: 0 };
  for await (const batch of batches(olderThan(store.list(PENDING_PREFIX), cutoff), BATCH)) {
    await store.delete(batch.map((o) => o.key));
    removed.pending += batch.length;
  }
  for await (const upload of store.listMultipart()) {
    if (upload.initiated.getTime() >= cutoff) continue;
    await store.abortMultipart(upload.key, upload.uploadId);
    removed.multipart += 1;
  }
  for await (const batch of batches(olderThan(store.list(AVATAR_PREFIX), cutoff), BATCH)) {
    const unused = await unusedAvatars(db, batch);
    await store.delete(unused);
    removed.avatars += unused.length;
  }
  return removed;
}

/** Runs the sweep every hour, starting at a random point so instances do not run in step. */
export function scheduleObjectSweep(options: { store: ObjectStore; db: Db; logger: Logger }): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const removed = await sweepObjects(options);
      options.logger.info({ removed }, 'object sweep done');
    } catch (err) {
      options.logger.warn({ err }, 'object sweep failed; it runs again within the hour');
    }
    schedule(SWEEP_INTERVAL_MS);
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  };
  schedule(Math.floor(Math.random() * SWEEP_INTERVAL_MS));
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
