import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TUploadResponse } from '#common/schemas/objects.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { makeAdmin } from '#server/test/palette-factories.ts';
import {
  multipartPath,
  putToUrl,
  STORAGE_DRIVERS,
  type StorageDriver,
  sendPartAs,
  startLocal,
  startMultipartAs,
  startS3,
  uploadAs,
} from '#server/test/storage-drivers.ts';
import { createObjectStore } from './create-object-store';
import type { ObjectStore } from './object-store';

const MiB = 1024 * 1024;

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
    [owner, other, admin] = await Promise.all([buildUser(t), buildUser(t), buildUser(t)]);
    await makeAdmin(t.db, admin.user.id);
  });
  afterAll(() => driver.stop());
  afterEach(() => vi.useRealTimers());

  describe('POST /api/objects/upload', () => {
    it("issues a URL for a new key in the caller's own space, which takes the file by PUT", async () => {
      const bytes = new TextEncoder().encode('hello');
      const issued = await uploadAs(t.app, owner.client, bytes);
      expect(issued.key).toMatch(new RegExp(`^pending/${owner.user.id}/[0-9a-f-]{36}$`));
      expect(issued.method).toBe('PUT');
      expect(issued.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect((await store.head(issued.key))?.size).toBe(5);
      const again = await uploadAs(t.app, owner.client, bytes);
      expect(again.key).not.toBe(issued.key);
    });

    it('stores an upload as bytes to download, whatever type the browser gives the file', async () => {
      const page = new TextEncoder().encode('<script>alert(document.cookie)</script>');
      const issued = await owner.client.post<TUploadResponse>('/api/objects/upload', {
        filename: 'x.html',
        type: 'text/html',
        size: page.byteLength,
      });
      // A browser sends the file's own type unless told which headers the URL was signed for.
      const put = await putToUrl(t.app, issued.body.uploadURL, page, { 'content-type': 'text/html', ...issued.body.headers });
      expect(put.status).toBe(200);
      const stored = await store.open(issued.body.key);
      // Read to its end (a stream destroyed before its file opened could fail after the test).
      expect(stored ? await buffer(stored.body) : null).toEqual(Buffer.from(page));
      expect(stored?.contentType).toBe('application/octet-stream');
    });

    it('refuses anonymous callers, empty and oversized files, and bad bodies', async () => {
      expect((await createClient(t.app).post('/api/objects/upload', { size: 5 })).status).toBe(401);
      expect((await owner.client.post('/api/objects/upload', { size: 0 })).status).toBe(400);
      expect((await owner.client.post('/api/objects/upload', { size: 'big' })).status).toBe(400);
      const tooLarge = await owner.client.post<{ code: string; message: string }>('/api/objects/upload', { size: 8 * MiB + 1 });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Files may be at most 8 MB.' });
    });

    it('takes a media type only as type/subtype', async () => {
      expect((await owner.client.post('/api/objects/upload', { type: 'image/svg+xml', size: 5 })).status).toBe(200);
      for (const type of ['text/html\r\nX-Injected: 1', 'image', 'image/png; charset=x', '/png', 'image/png\n', 'a b/c']) {
        const res = await owner.client.post<{ message: string }>('/api/objects/upload', { type, size: 5 });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('type: Not a media type (type/subtype).');
        expect((await owner.client.post('/api/s3/multipart', { filename: 'x', type })).status).toBe(400);
      }
    });

    it('refuses an upload URL once it has expired, storing nothing', async () => {
      const bytes = new TextEncoder().encode('late');
      const issued = await owner.client.post<TUploadResponse>('/api/objects/upload', { size: bytes.byteLength });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 16 * 60 * 1000);
      const put = await putToUrl(t.app, issued.body.uploadURL, bytes, issued.body.headers);
      vi.useRealTimers();
      expect(put.status).toBe(403);
      expect(put.text).toContain('<Message>Request has expired</Message>');
      expect(await store.head(issued.body.key)).toBeNull();
    });
  });

  describe('multipart calls under /api/s3/multipart', () => {
    const part1 = new Uint8Array(5 * MiB).fill(7);
    const part2 = new Uint8Array(1000).fill(9);

    it('uploads parts, lists them, and joins them into one object stored as bytes', async () => {
      const upload = await startMultipartAs(owner.client);
      expect(upload.key).toMatch(new RegExp(`^pending/${owner.user.id}/`));
      const parts = [await sendPartAs(t.app, owner.client, upload, 1, part1), await sendPartAs(t.app, owner.client, upload, 2, part2)];
      const listed = await owner.client.get<Array<{ PartNumber: number; ETag: string; Size: number }>>(multipartPath(upload));
      expect(listed.status).toBe(200);
      expect(listed.body.map((p) => [p.PartNumber, p.ETag, p.Size])).toEqual([
        [1, parts[0]?.ETag, part1.byteLength],
        [2, parts[1]?.ETag, part2.byteLength],
      ]);
      const done = await owner.client.post<{ location: string; key: string }>(multipartPath(upload, '/complete'), { parts });
      expect(done.status).toBe(200);
      expect(done.body.key).toBe(upload.key);
      expect(done.body.location).toContain(upload.key);
      const stored = await store.open(upload.key);
      // Read to its end before the file is deleted: a stream destroyed before its file opened threw
      // ENOENT after the test (one CI run).
      // Compared as bytes: toEqual walks 5 MiB element by element (10 s alone, over 60 s at load).
      expect(stored && Buffer.compare(await buffer(stored.body), Buffer.concat([part1, part2]))).toBe(0);
      expect(stored).toMatchObject({ size: part1.byteLength + part2.byteLength, contentType: 'application/octet-stream' });
      await store.delete([upload.key]);
    });

    it('aborts an upload, after which it is unknown', async () => {
      const upload = await startMultipartAs(owner.client);
      await sendPartAs(t.app, owner.client, upload, 1, part2);
      expect((await owner.client.delete(multipartPath(upload))).status).toBe(200);
      expect((await owner.client.get(multipartPath(upload))).status).toBe(404);
      expect(await store.head(upload.key)).toBeNull();
    });

    it("refuses anonymous callers, and other users and admins on someone else's upload", async () => {
      const upload = await startMultipartAs(owner.client);
      const paths = {
        list: multipartPath(upload),
        sign: `${multipartPath(upload, '/1')}&size=1000`,
        complete: multipartPath(upload, '/complete'),
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
      await sendPartAs(t.app, owner.client, upload, 1, part2);
      expect((await owner.client.get(paths.list)).body).toHaveLength(1);
      expect((await owner.client.get(`${multipartPath(upload, '/0')}&size=1000`)).status).toBe(400);
      expect((await owner.client.get(multipartPath(upload, '/2'))).status).toBe(400);
      await owner.client.delete(paths.list);
    });
  });

  describe('GET /api/storage/*', () => {
    it('serves nothing but stored avatars', async () => {
      const issued = await uploadAs(t.app, owner.client, new TextEncoder().encode('secret'));
      expect((await createClient(t.app).get(`/api/storage/${issued.key}`)).status).toBe(404);
      expect((await createClient(t.app).get(`/api/storage/avatars/${randomUUID()}/${randomUUID()}.webp`)).status).toBe(404);
    });
  });
});

describe('the S3 driver’s signed uploads', () => {
  let driver: StorageDriver;
  let t: TestApp;
  let owner: BuiltUser;

  beforeAll(async () => {
    driver = await startS3();
    t = await createTestApp(driver.env);
    owner = await buildUser(t);
  });
  afterAll(() => driver.stop());

  it('are refused by the bucket with another type, disposition or size than signed', async () => {
    const bytes = new TextEncoder().encode('<b>hi</b>');
    const issued = (await owner.client.post<TUploadResponse>('/api/objects/upload', { type: 'text/html', size: bytes.byteLength })).body;
    expect(issued.headers).toEqual({ 'content-type': 'application/octet-stream', 'content-disposition': 'attachment' });
    const refusals = [
      await putToUrl(t.app, issued.uploadURL, bytes, { ...issued.headers, 'content-type': 'text/html' }),
      await putToUrl(t.app, issued.uploadURL, bytes, { 'content-type': 'application/octet-stream' }),
      await putToUrl(t.app, issued.uploadURL, new Uint8Array(bytes.byteLength + 1), issued.headers),
    ];
    for (const put of refusals) {
      expect(put.status).toBe(403);
      expect(put.text).toContain('SignatureDoesNotMatch');
    }
    expect((await putToUrl(t.app, issued.uploadURL, bytes, issued.headers)).status).toBe(200);
  });
});

describe('the local driver’s upload receiver', () => {
  let driver: StorageDriver;
  let t: TestApp;
  let owner: BuiltUser;

  beforeAll(async () => {
    driver = await startLocal();
    t = await createTestApp(driver.env);
    owner = await buildUser(t);
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
