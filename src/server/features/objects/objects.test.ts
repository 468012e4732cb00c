import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TUploadResponse } from '../../../common/schemas/objects';
import { users } from '../../db/schema';
import { createClient } from '../../test/client';
import { type BuiltUser, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { makeAdmin } from '../../test/palette-factories';
import { STORAGE_DRIVERS, type StorageDriver, putToUrl, startLocal } from '../../test/storage-drivers';
import { createObjectStore } from './create-object-store';
import type { ObjectStore } from './object-store';
import { sweepObjects } from './sweep';

const MiB = 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;

describe.each(STORAGE_DRIVERS)('object storage, $name driver', ({ start }) => {
  let driver: StorageDriver;
  let t: TestApp;
  let store: ObjectStore;
  let owner: BuiltUser;
  let other: BuiltUser;
  let admin: BuiltUser;

  beforeAll(async () => {
    driver = await start();
    t = await createTestApp({ ...driver.env, UPLOAD_MAX_BYTES: String(8 * MiB) });
    // Stateless drivers: a second instance over the same storage sees what the app stored.
    store = createObjectStore({ config: t.config, authSecret: 'another-instance-another-instance-0' });
    [owner, other, admin] = await Promise.all([buildUser(t.app), buildUser(t.app), buildUser(t.app)]);
    await makeAdmin(t.db, admin.user.id);
  });
  afterAll(() => driver.stop());
  afterEach(() => vi.useRealTimers());

  async function upload(user: BuiltUser, bytes: Uint8Array) {
    const issued = await user.client.post<TUploadResponse>('/api/objects/upload', { filename: 'f.bin', type: 'application/octet-stream', size: bytes.byteLength });
    expect(issued.status).toBe(200);
    return issued.body;
  }

  describe('POST /api/objects/upload', () => {
    it("issues a URL for a new key in the caller's own space, which takes the file by PUT", async () => {
      const bytes = new TextEncoder().encode('hello');
      const issued = await upload(owner, bytes);
      expect(issued.key).toMatch(new RegExp(`^pending/${owner.user.id}/[0-9a-f-]{36}$`));
      expect(issued.method).toBe('PUT');
      const put = await putToUrl(t.app, issued.uploadURL, bytes);
      expect(put.status).toBe(200);
      expect(put.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect((await store.head(issued.key))?.size).toBe(5);
      const again = await upload(owner, bytes);
      expect(again.key).not.toBe(issued.key);
    });

    it('refuses anonymous callers, empty and oversized files, and bad bodies', async () => {
      expect((await createClient(t.app).post('/api/objects/upload', { size: 5 })).status).toBe(401);
      expect((await owner.client.post('/api/objects/upload', { size: 0 })).status).toBe(400);
      expect((await owner.client.post('/api/objects/upload', { size: 'big' })).status).toBe(400);
      const tooLarge = await owner.client.post<{ code: string; message: string }>('/api/objects/upload', { size: 8 * MiB + 1 });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Files may be at most 8 MB.' });
    });

    it('refuses an upload URL once it has expired, storing nothing', async () => {
      const bytes = new TextEncoder().encode('late');
      const issued = await upload(owner, bytes);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 16 * 60 * 1000);
      const put = await putToUrl(t.app, issued.uploadURL, bytes);
      vi.useRealTimers();
      expect(put.status).toBe(403);
      expect(put.text).toContain('<Message>Request has expired</Message>');
      expect(await store.head(issued.key)).toBeNull();
    });
  });

  describe('multipart calls under /api/s3/multipart', () => {
    const part1 = new Uint8Array(5 * MiB).fill(7);
    const part2 = new Uint8Array(1000).fill(9);

    async function startMultipart(user: BuiltUser) {
      const res = await user.client.post<{ key: string; uploadId: string }>('/api/s3/multipart', { filename: 'big.tif', type: 'image/tiff', metadata: {} });
      expect(res.status).toBe(200);
      return res.body;
    }

    async function sendPart(user: BuiltUser, upload: { key: string; uploadId: string }, partNumber: number, bytes: Uint8Array) {
      const signed = await user.client.get<{ url: string }>(`/api/s3/multipart/${upload.uploadId}/${partNumber}?key=${encodeURIComponent(upload.key)}`);
      expect(signed.status).toBe(200);
      const put = await putToUrl(t.app, signed.body.url, bytes);
      expect(put.status).toBe(200);
      return { PartNumber: partNumber, ETag: put.etag ?? '' };
    }

    it('uploads parts, lists them, and joins them into one object', async () => {
      const upload = await startMultipart(owner);
      expect(upload.key).toMatch(new RegExp(`^pending/${owner.user.id}/`));
      const parts = [await sendPart(owner, upload, 1, part1), await sendPart(owner, upload, 2, part2)];
      const query = `?key=${encodeURIComponent(upload.key)}`;
      const listed = await owner.client.get<Array<{ PartNumber: number; ETag: string; Size: number }>>(`/api/s3/multipart/${upload.uploadId}${query}`);
      expect(listed.status).toBe(200);
      expect(listed.body.map((p) => [p.PartNumber, p.ETag, p.Size])).toEqual([
        [1, parts[0]?.ETag, part1.byteLength],
        [2, parts[1]?.ETag, part2.byteLength],
      ]);
      const done = await owner.client.post<{ location: string; key: string }>(`/api/s3/multipart/${upload.uploadId}/complete${query}`, { parts });
      expect(done.status).toBe(200);
      expect(done.body.key).toBe(upload.key);
      expect(done.body.location).toContain(upload.key);
      expect((await store.head(upload.key))?.size).toBe(part1.byteLength + part2.byteLength);
    });

    it('aborts an upload, after which it is unknown', async () => {
      const upload = await startMultipart(owner);
      await sendPart(owner, upload, 1, part2);
      const query = `?key=${encodeURIComponent(upload.key)}`;
      expect((await owner.client.delete(`/api/s3/multipart/${upload.uploadId}${query}`)).status).toBe(200);
      expect((await owner.client.get(`/api/s3/multipart/${upload.uploadId}${query}`)).status).toBe(404);
      expect(await store.head(upload.key)).toBeNull();
    });

    it('removes a joined object larger than the limit and says so', async () => {
      const upload = await startMultipart(owner);
      const parts = [await sendPart(owner, upload, 1, part1), await sendPart(owner, upload, 2, new Uint8Array(4 * MiB))];
      const done = await owner.client.post(`/api/s3/multipart/${upload.uploadId}/complete?key=${encodeURIComponent(upload.key)}`, { parts });
      expect(done.status).toBe(413);
      expect(await store.head(upload.key)).toBeNull();
    });

    it("refuses anonymous callers, and other users and admins on someone else's upload", async () => {
      const upload = await startMultipart(owner);
      const query = `?key=${encodeURIComponent(upload.key)}`;
      const paths = {
        list: `/api/s3/multipart/${upload.uploadId}${query}`,
        sign: `/api/s3/multipart/${upload.uploadId}/1${query}`,
        complete: `/api/s3/multipart/${upload.uploadId}/complete${query}`,
      };
      const anonymous = createClient(t.app);
      expect((await anonymous.post('/api/s3/multipart', { filename: 'x' })).status).toBe(401);
      for (const caller of [other, admin]) {
        expect((await caller.client.get(paths.list)).status).toBe(403);
        expect((await caller.client.get(paths.sign)).status).toBe(403);
        expect((await caller.client.post(paths.complete, { parts: [{ PartNumber: 1, ETag: '"x"' }] })).status).toBe(403);
        expect((await caller.client.delete(paths.list)).status).toBe(403);
      }
      expect((await anonymous.get(paths.list)).status).toBe(401);
      // The owner's upload is untouched by all that.
      await sendPart(owner, upload, 1, part2);
      expect((await owner.client.get(paths.list)).body).toHaveLength(1);
      expect((await owner.client.get(`/api/s3/multipart/${randomUUID()}${query}`)).status).toBe(404);
      expect((await owner.client.get(`/api/s3/multipart/${upload.uploadId}/0${query}`)).status).toBe(400);
    });
  });

  describe('GET /api/storage/*', () => {
    it('serves nothing but stored avatars', async () => {
      const bytes = new TextEncoder().encode('secret');
      const issued = await upload(owner, bytes);
      await putToUrl(t.app, issued.uploadURL, bytes);
      expect((await createClient(t.app).get(`/api/storage/${issued.key}`)).status).toBe(404);
      expect((await createClient(t.app).get(`/api/storage/avatars/${randomUUID()}/${randomUUID()}.webp`)).status).toBe(404);
    });
  });

  describe('the sweep', () => {
    it('removes unfinished uploads and unused avatars after a day, and is safe to repeat', async () => {
      const sweeper = await buildUser(t.app);
      const bytes = new TextEncoder().encode('left behind');
      const pending = await upload(sweeper, bytes);
      await putToUrl(t.app, pending.uploadURL, bytes);
      const multipart = await sweeper.client.post<{ key: string; uploadId: string }>('/api/s3/multipart', { filename: 'x' });
      const current = `avatars/${sweeper.user.id}/${randomUUID()}.webp`;
      const replaced = `avatars/${sweeper.user.id}/${randomUUID()}.webp`;
      const orphan = `avatars/${randomUUID()}/${randomUUID()}.webp`;
      for (const key of [current, replaced, orphan]) await store.write(key, Buffer.from('webp'), 'image/webp');
      await t.db.update(users).set({ avatarUrl: store.publicUrl(current) }).where(eq(users.id, sweeper.user.id));

      // Within the day nothing is touched: it may still be on its way.
      const early = await sweepObjects({ store, db: t.db });
      expect(early).toEqual({ pending: 0, multipart: 0, avatars: 0 });
      expect(await store.head(pending.key)).not.toBeNull();

      const later = Date.now() + 2 * DAY;
      const first = await sweepObjects({ store, db: t.db, now: later });
      expect(first.pending).toBeGreaterThanOrEqual(1);
      expect(first.multipart).toBeGreaterThanOrEqual(1);
      expect(await store.head(pending.key)).toBeNull();
      expect(await store.head(replaced)).toBeNull();
      expect(await store.head(orphan)).toBeNull();
      expect(await store.head(current)).not.toBeNull();
      const query = `?key=${encodeURIComponent(multipart.body.key)}`;
      expect((await sweeper.client.get(`/api/s3/multipart/${multipart.body.uploadId}${query}`)).status).toBe(404);
      // Two instances running it at once, and again: nothing fails, nothing more goes.
      const again = await Promise.all([sweepObjects({ store, db: t.db, now: later }), sweepObjects({ store, db: t.db, now: later })]);
      for (const result of again) expect(result).toEqual({ pending: 0, multipart: 0, avatars: 0 });
      expect(await store.head(current)).not.toBeNull();
    });
  });
});

describe('the local driver’s upload receiver', () => {
  let driver: StorageDriver;
  let t: TestApp;
  let owner: BuiltUser;

  beforeAll(async () => {
    driver = await startLocal();
    t = await createTestApp(driver.env);
    owner = await buildUser(t.app);
  });
  afterAll(() => driver.stop());

  async function issue(size: number) {
    return (await owner.client.post<TUploadResponse>('/api/objects/upload', { size })).body;
  }

  it('takes bodies past the 64 KB API limit, up to the size the link was signed for', async () => {
    const big = new Uint8Array(3 * MiB).fill(1);
    const issued = await issue(big.byteLength);
    expect((await putToUrl(t.app, issued.uploadURL, big)).status).toBe(200);
  });

  it('stops a body larger than signed, whatever Content-Length claims, and keeps nothing', async () => {
    const issued = await issue(10);
    const declared = await putToUrl(t.app, issued.uploadURL, new Uint8Array(11));
    expect(declared.status).toBe(413);
    const path = issued.uploadURL.replace('http://localhost:3000', '');
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(8));
        controller.enqueue(new Uint8Array(8));
        controller.close();
      },
    });
    const undeclared = await t.app.request(path, { method: 'PUT', body: stream, duplex: 'half' } as RequestInit);
    expect(undeclared.status).toBe(413);
    const store = createObjectStore({ config: t.config, authSecret: 'another-instance-another-instance-0' });
    expect(await store.head(issued.key)).toBeNull();
  });

  it('refuses a link whose key, size or signature was changed', async () => {
    const issued = await issue(4);
    const url = new URL(issued.uploadURL);
    const otherKey = issued.uploadURL.replace(issued.key, `pending/${owner.user.id}/${randomUUID()}`);
    const biggerCap = new URL(url);
    biggerCap.searchParams.set('max', '999999');
    const forged = new URL(url);
    forged.searchParams.set('signature', 'x'.repeat(43));
    for (const link of [otherKey, biggerCap.toString(), forged.toString()]) {
      expect((await putToUrl(t.app, link, new Uint8Array(4))).status).toBe(403);
    }
    const outside = issued.uploadURL.replace(issued.key, 'avatars/../../auth-secret');
    expect((await putToUrl(t.app, outside, new Uint8Array(4))).status).toBeGreaterThanOrEqual(400);
  });
});
