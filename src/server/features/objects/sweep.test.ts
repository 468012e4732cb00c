import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { multipartPath, STORAGE_DRIVERS, type StorageDriver, startMultipartAs, uploadAs } from '#server/test/storage-drivers.ts';
import { createObjectStore } from './create-object-store';
import type { ObjectStore } from './object-store';
import { sweepObjects } from './sweep';

const DAY = 24 * 60 * 60 * 1000;
const NOTHING = { pending: 0, multipart: 0, avatars: 0 };

describe.each(STORAGE_DRIVERS)('removing stored objects, $name driver', ({ start }) => {
  let driver: StorageDriver;
  let t: TestApp;
  let store: ObjectStore;

  beforeAll(async () => {
    driver = await start();
    t = await createTestApp(driver.env);
    store = createObjectStore({ config: t.config, authSecret: 'another-instance-another-instance-0' });
  });
  afterAll(() => driver.stop());

  /** A user with an unfinished upload, an open multipart upload and a current and an old avatar. */
  async function userWithObjects(): Promise<
    BuiltUser & { keys: { pending: string; current: string; replaced: string }; multipart: { key: string; uploadId: string } }
  > {
    const built = await buildUser(t);
    const pending = (await uploadAs(t.app, built.client, new TextEncoder().encode('left behind'))).key;
    const multipart = await startMultipartAs(built.client);
    const current = `avatars/${built.user.id}/${randomUUID()}.webp`;
    const replaced = `avatars/${built.user.id}/${randomUUID()}.webp`;
    for (const key of [current, replaced]) await store.write(key, Buffer.from('webp'), 'image/webp');
    await t.db
      .update(users)
      .set({ avatarUrl: store.publicUrl(current) })
      .where(eq(users.id, built.user.id));
    return { ...built, keys: { pending, current, replaced }, multipart };
  }

  async function stored(keys: string[]): Promise<string[]> {
    const found = await Promise.all(keys.map(async (key) => ((await store.head(key)) ? key : null)));
    return found.filter((key): key is string => key !== null);
  }

  async function openUploads(prefix: string): Promise<string[]> {
    const found: string[] = [];
    for await (const upload of store.listMultipart(prefix)) found.push(upload.key);
    return found;
  }

  it('removes unfinished uploads and unused avatars after a day, and is safe to repeat', async () => {
    const sweeper = await userWithObjects();
    const { pending, current, replaced } = sweeper.keys;
    // Within the day nothing of an existing account is touched: it may still be on its way.
    expect(await sweepObjects({ store, db: t.db })).toEqual(NOTHING);
    expect(await stored([pending, current, replaced])).toEqual([pending, current, replaced]);

    const later = Date.now() + 2 * DAY;
    const first = await sweepObjects({ store, db: t.db, now: later });
    expect(first.pending).toBeGreaterThanOrEqual(1);
    expect(first.multipart).toBeGreaterThanOrEqual(1);
    expect(await stored([pending, current, replaced])).toEqual([current]);
    expect((await sweeper.client.get(multipartPath(sweeper.multipart))).status).toBe(404);
    // Two instances running it at once, and again: nothing fails, nothing more goes.
    const again = await Promise.all([sweepObjects({ store, db: t.db, now: later }), sweepObjects({ store, db: t.db, now: later })]);
    for (const result of again) expect(result).toEqual(NOTHING);
    expect(await stored([current])).toEqual([current]);
  });

  it('removes everything of an account that no longer exists at once, and nothing of anyone else', async () => {
    const gone = await userWithObjects();
    const kept = await userWithObjects();
    await t.db.delete(users).where(eq(users.id, gone.user.id));

    const removed = await sweepObjects({ store, db: t.db });
    expect(removed).toEqual({ pending: 1, multipart: 1, avatars: 2 });
    expect(await stored(Object.values(gone.keys))).toEqual([]);
    expect(await openUploads(`pending/${gone.user.id}/`)).toEqual([]);
    expect(await stored(Object.values(kept.keys))).toEqual(Object.values(kept.keys));
    expect(await openUploads(`pending/${kept.user.id}/`)).toEqual([kept.multipart.key]);
    expect((await kept.client.get(multipartPath(kept.multipart))).status).toBe(200);
  });
});
