import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import {
  type MultipartRef,
  multipartPath,
  putToUrl,
  STORAGE_DRIVERS,
  type StorageDriver,
  sendPartAs,
  signPartAs,
  startLocal,
  startMultipartAs,
  startS3,
  uploadAs,
} from '#server/test/storage-drivers.ts';
import { createObjectStore } from './create-object-store';
import type { ObjectStore } from './object-store';
import { PENDING_UPLOADS_KEPT } from './uploads';

const MiB = 1024 * 1024;
// UPLOAD_MAX_BYTES in these tests, so that multipart parts of S3's 5 MiB minimum fit.
const LIMIT = 8 * MiB;

async function listed(client: { get: <T>(path: string) => Promise<{ body: T }> }, upload: MultipartRef) {
  return (await client.get<Array<{ PartNumber: number; Size: number }>>(multipartPath(upload))).body.map((p) => [p.PartNumber, p.Size]);
}

describe.each(STORAGE_DRIVERS)('upload limits, $name driver', ({ start }) => {
  let driver: StorageDriver;
  let t: TestApp;
  let store: ObjectStore;

  beforeAll(async () => {
    driver = await start();
    t = await createTestApp({ ...driver.env, UPLOAD_MAX_BYTES: String(LIMIT) });
    store = createObjectStore({ config: t.config, authSecret: 'another-instance-another-instance-0' });
  });
  afterAll(() => driver.stop());

  it('signs each part for its size, within what the upload may still hold', async () => {
    const { client } = await buildUser(t);
    const upload = await startMultipartAs(client);
    const tooLarge = await signPartAs(client, upload, 1, LIMIT + 1);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Files may be at most 8 MB.' });
    await sendPartAs(t.app, client, upload, 1, new Uint8Array(5 * MiB));
    // 5 MB stored leave room for 3 more; a part sent again replaces its earlier bytes.
    expect((await signPartAs(client, upload, 2, 3 * MiB + 1)).status).toBe(413);
    expect((await signPartAs(client, upload, 2, 3 * MiB)).status).toBe(200);
    expect((await signPartAs(client, upload, 1, LIMIT)).status).toBe(200);
    // A body of another size than its part was signed for is refused and not kept.
    const signed = await signPartAs(client, upload, 2, 1000);
    const larger = await putToUrl(t.app, signed.body.url, new Uint8Array(2000), signed.body.headers);
    expect([403, 413]).toContain(larger.status);
    expect(await listed(client, upload)).toEqual([[1, 5 * MiB]]);
    await client.delete(multipartPath(upload));
  });

  it("keeps a user's newest unfinished uploads when another starts, so old ones never block the next avatar", async () => {
    const { client, user } = await buildUser(t);
    const other = await buildUser(t);
    const othersUpload = await uploadAs(t.app, other.client, new Uint8Array(100));
    const unfinished = async (owner: string) => {
      const keys: string[] = [];
      for await (const object of store.list(`pending/${owner}/`)) keys.push(object.key);
      for await (const upload of store.listMultipart(`pending/${owner}/`)) keys.push(upload.key);
      return keys;
    };
    // Full-size uploads never finalised and multipart uploads left open, one after another.
    for (let i = 0; i < 6; i += 1) {
      const newest = i % 2 === 0 ? (await uploadAs(t.app, client, new Uint8Array(LIMIT))).key : (await startMultipartAs(client)).key;
      const kept = await unfinished(user.id);
      expect(kept).toContain(newest);
      expect(kept.length).toBe(Math.min(i + 1, PENDING_UPLOADS_KEPT + 1));
    }
    // Another account's uploads are its own.
    expect(await unfinished(other.user.id)).toEqual([othersUpload.key]);
  });

  it('limits how many uploads one user starts, counted in the database', async () => {
    const { client } = await buildUser(t);
    const started = await Promise.all(Array.from({ length: 30 }, () => client.post('/api/objects/upload', { size: 1 })));
    expect(started.map((res) => res.status)).toEqual(Array.from({ length: 30 }, () => 200));
    for (const refused of [
      await client.post<{ code: string }>('/api/objects/upload', { size: 1 }),
      await client.post<{ code: string }>('/api/s3/multipart', { filename: 'x' }),
    ]) {
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('answers 404 to every call on an upload id that names no upload, and abort is idempotent', async () => {
    const { client, user } = await buildUser(t);
    const key = `pending/${user.id}/${randomUUID()}`;
    for (const uploadId of ['abc', '../x', 'a'.repeat(300), randomUUID(), ' ', '%']) {
      const upload = { key, uploadId };
      expect((await client.get(multipartPath(upload))).status).toBe(404);
      expect((await signPartAs(client, upload, 1, 1000)).status).toBe(404);
      expect((await client.post(multipartPath(upload, '/complete'), { parts: [{ PartNumber: 1, ETag: '"abc"' }] })).status).toBe(404);
      expect((await client.delete(multipartPath(upload))).status).toBe(200);
    }
    // Nor may an upload id be used with another of the caller's keys.
    const real = await startMultipartAs(client);
    const elsewhere = { key, uploadId: real.uploadId };
    expect((await client.get(multipartPath(elsewhere))).status).toBe(404);
    expect((await client.delete(multipartPath(elsewhere))).status).toBe(200);
    expect((await client.get(multipartPath(real))).status).toBe(200);
    await client.delete(multipartPath(real));
  });

  it('refuses, with a 400, to join parts the store will not join (a part before the last under 5 MB)', async () => {
    const { client } = await buildUser(t);
    const upload = await startMultipartAs(client);
    const parts = [
      await sendPartAs(t.app, client, upload, 1, new Uint8Array(1000)),
      await sendPartAs(t.app, client, upload, 2, new Uint8Array(1000)),
    ];
    const done = await client.post<{ code: string }>(multipartPath(upload, '/complete'), { parts });
    expect(done.status).toBe(400);
    expect(done.body.code).toBe('BAD_REQUEST');
    expect(await store.head(upload.key)).toBeNull();
    await client.delete(multipartPath(upload));
  });
});

describe('parts signed before any of them arrived', () => {
  // Each was within the limit when signed; together they are not.
  async function signBoth(t: TestApp) {
    const { client } = await buildUser(t);
    const upload = await startMultipartAs(client);
    const first = await signPartAs(client, upload, 1, 5 * MiB);
    const second = await signPartAs(client, upload, 2, 4 * MiB);
    expect([first.status, second.status]).toEqual([200, 200]);
    const firstPut = await putToUrl(t.app, first.body.url, new Uint8Array(5 * MiB), first.body.headers);
    expect(firstPut.status).toBe(200);
    return { client, upload, firstEtag: firstPut.etag ?? '', second };
  }

  it('are refused by the local receiver once the stored parts would pass the limit', async () => {
    const driver = await startLocal();
    const t = await createTestApp({ ...driver.env, UPLOAD_MAX_BYTES: String(LIMIT) });
    const { client, upload, second } = await signBoth(t);
    const put = await putToUrl(t.app, second.body.url, new Uint8Array(4 * MiB), second.body.headers);
    expect(put.status).toBe(413);
    expect(await listed(client, upload)).toEqual([[1, 5 * MiB]]);
    await driver.stop();
  });

  it('make on S3 an object that completion removes and refuses', async () => {
    const driver = await startS3();
    const t = await createTestApp({ ...driver.env, UPLOAD_MAX_BYTES: String(LIMIT) });
    const { client, upload, firstEtag, second } = await signBoth(t);
    const put = await putToUrl(t.app, second.body.url, new Uint8Array(4 * MiB), second.body.headers);
    expect(put.status).toBe(200);
    const parts = [
      { PartNumber: 1, ETag: firstEtag },
      { PartNumber: 2, ETag: put.etag ?? '' },
    ];
    const done = await client.post(multipartPath(upload, '/complete'), { parts });
    expect(done.status).toBe(413);
    const store = createObjectStore({ config: t.config, authSecret: 'another-instance-another-instance-0' });
    expect(await store.head(upload.key)).toBeNull();
    await driver.stop();
  });
});
