import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#common/constants.ts';
import type { TUploadResponse } from '#common/schemas/objects.ts';
import type { TUser } from '#common/schemas/user.ts';
import { avatarKeyOfUrl, createObjectStore, type ObjectStore } from '#server/features/objects/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { makeAdmin } from '#server/test/palette-factories.ts';
import { putToUrl, STORAGE_DRIVERS, type StorageDriver } from '#server/test/storage-drivers.ts';

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#7a4f2c' } })
    .withExif({ IFD0: { Copyright: 'Berthe Morisot', ImageDescription: 'studio at 48.85N 2.35E' } })
    .jpeg()
    .toBuffer();
}

describe.each(STORAGE_DRIVERS)('PUT /api/users/{id}/avatar, $name driver', ({ start }) => {
  let driver: StorageDriver;
  let t: TestApp;
  let store: ObjectStore;
  let admin: BuiltUser;

  beforeAll(async () => {
    driver = await start();
    t = await createTestApp(driver.env);
    store = createObjectStore({ config: t.config, authSecret: 'another-instance-another-instance-0' });
    admin = await buildUser(t);
    await makeAdmin(t.db, admin.user.id);
  });
  afterAll(() => driver.stop());

  /** Asks for an upload URL as `user` and sends the bytes there with the headers it was signed for, as the browser does. */
  async function uploadAs(user: BuiltUser, bytes: Uint8Array, name = 'photo.png', app = t.app) {
    const issued = await user.client.post<TUploadResponse>('/api/objects/upload', {
      filename: name,
      type: 'image/png',
      size: bytes.byteLength,
    });
    expect(issued.status).toBe(200);
    expect((await putToUrl(app, issued.body.uploadURL, bytes, { 'content-type': 'image/png', ...issued.body.headers })).status).toBe(200);
    return issued.body;
  }

  const finalise = (caller: BuiltUser, userId: string, avatarUrl: string) =>
    caller.client.put<{ avatarUrl: string; message: string; code: string }>(`/api/users/${userId}/avatar`, { avatarUrl });

  async function storedPicture(avatarUrl: string) {
    const key = avatarKeyOfUrl(avatarUrl);
    expect(key).not.toBeNull();
    const res = await t.app.request(`/api/storage/${key}`);
    expect(res.status).toBe(200);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('stores the picture as a square WebP of at most 512 px without EXIF, served for a year', async () => {
    const artist = await buildUser(t);
    const original = await photo(1200, 800);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const upload = await uploadAs(artist, original);
    const res = await finalise(artist, artist.user.id, upload.uploadURL);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['avatarUrl']);
    const { res: served, bytes } = await storedPicture(res.body.avatarUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Morisot'))).toBe(false);
    // The user record (what the header reads) shows it; the upload itself is used up.
    const me = await artist.client.get<TUser>(`/api/user/email/${artist.email}`);
    expect(me.body.avatarUrl).toBe(res.body.avatarUrl);
    expect(await store.head(upload.key)).toBeNull();
    expect((await finalise(artist, artist.user.id, upload.uploadURL)).status).toBe(404);
  });

  it('keeps a small picture small, and deletes the avatar it replaces', async () => {
    const artist = await buildUser(t);
    const first = await finalise(artist, artist.user.id, (await uploadAs(artist, await photo(200, 90))).uploadURL);
    const { bytes } = await storedPicture(first.body.avatarUrl);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 90, height: 90 });
    const second = await finalise(artist, artist.user.id, (await uploadAs(artist, await photo(600, 600))).uploadURL);
    expect(second.status).toBe(200);
    expect(await store.head(avatarKeyOfUrl(first.body.avatarUrl) ?? '')).toBeNull();
    expect(await store.head(avatarKeyOfUrl(second.body.avatarUrl) ?? '')).not.toBeNull();
  });

  it('refuses a file that is not an image, whatever its name says, and drops it', async () => {
    const artist = await buildUser(t);
    const upload = await uploadAs(artist, new TextEncoder().encode('<svg onload="alert(1)"></svg> not a png'), 'cat.png');
    const res = await finalise(artist, artist.user.id, upload.uploadURL);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not an image/);
    expect(await store.head(upload.key)).toBeNull();
    expect((await artist.client.get<TUser>(`/api/user/email/${artist.email}`)).body.avatarUrl).toBeNull();
  });

  it('refuses a picture of more than 25 megapixels before decoding it, and drops it', async () => {
    const artist = await buildUser(t);
    // 6000 x 5000 of one colour: a small file that would decode to 90 MB.
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#7a4f2c' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(LIMITS.avatarMaxBytes);
    const upload = await uploadAs(artist, huge);
    const res = await finalise(artist, artist.user.id, upload.uploadURL);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The picture is too large: at most 25 megapixels.');
    expect(await store.head(upload.key)).toBeNull();
  });

  it('refuses a file of 5 MB and one byte: its upload, and (with larger uploads allowed) the avatar', async () => {
    const artist = await buildUser(t);
    const signing = await artist.client.post<{ code: string; message: string }>('/api/objects/upload', { size: LIMITS.avatarMaxBytes + 1 });
    expect(signing.status).toBe(413);
    expect(signing.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Files may be at most 5 MB.' });
    const roomy = await createTestApp({ ...driver.env, UPLOAD_MAX_BYTES: String(2 * LIMITS.avatarMaxBytes) });
    const other = await buildUser(roomy);
    const upload = await uploadAs(other, new Uint8Array(LIMITS.avatarMaxBytes + 1), 'photo.png', roomy.app);
    const res = await finalise(other, other.user.id, upload.uploadURL);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'An avatar may be at most 5 MB.' });
    expect(await store.head(upload.key)).toBeNull();
  });

  it("never makes someone else's upload an account's avatar: bytes sent to another's link stay the link owner's", async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const picture = await photo(64, 64);
    const issued = await owner.client.post<TUploadResponse>('/api/objects/upload', { size: picture.byteLength });
    // An upload URL is a bearer capability (as any presigned URL): the other account, holding
    // the link, can send its picture there ...
    expect((await putToUrl(t.app, issued.body.uploadURL, picture, issued.body.headers)).status).toBe(200);
    // ... but the upload was issued to the owner: it cannot become the other's avatar,
    const asOwn = await finalise(other, other.user.id, issued.body.uploadURL);
    expect(asOwn.status).toBe(403);
    expect(asOwn.body.code).toBe('FORBIDDEN');
    // nor may they set the owner's avatar.
    expect((await finalise(other, owner.user.id, issued.body.uploadURL)).status).toBe(403);
    // An admin acting for the owner may; the owner's own object is required, not the admin's.
    const adminsUpload = await uploadAs(admin, picture);
    expect((await finalise(admin, owner.user.id, adminsUpload.uploadURL)).status).toBe(403);
    const byAdmin = await finalise(admin, owner.user.id, issued.body.uploadURL);
    expect(byAdmin.status).toBe(200);
    expect((await owner.client.get<TUser>(`/api/user/email/${owner.email}`)).body.avatarUrl).toBe(byAdmin.body.avatarUrl);
  });

  it('refuses anonymous callers and URLs that name no upload', async () => {
    const artist = await buildUser(t);
    const upload = await uploadAs(artist, await photo(32, 32));
    expect((await createClient(t.app).put(`/api/users/${artist.user.id}/avatar`, { avatarUrl: upload.uploadURL })).status).toBe(401);
    expect((await finalise(artist, artist.user.id, 'https://evil.example/pending/x.png')).status).toBe(400);
    expect((await finalise(artist, artist.user.id, 'javascript:alert(1)')).status).toBe(400);
    expect((await artist.client.put(`/api/users/${artist.user.id}/avatar`, {})).status).toBe(400);
    expect(await store.head(upload.key)).not.toBeNull();
  });

  it('removes the picture through the profile call, and takes no other URL there', async () => {
    const artist = await buildUser(t);
    const { avatarUrl } = (await finalise(artist, artist.user.id, (await uploadAs(artist, await photo(40, 40))).uploadURL)).body;
    const path = `/api/users/${artist.user.id}/profile`;
    expect((await artist.client.put(path, { displayName: 'B', avatarUrl: 'https://example.com/me.png' })).status).toBe(400);
    const unchanged = await artist.client.put<TUser>(path, { displayName: 'B', avatarUrl });
    expect(unchanged.body.avatarUrl).toBe(avatarUrl);
    // What is left out stays as it is.
    const removed = await artist.client.put<TUser>(path, { avatarUrl: null });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ avatarUrl: null, displayName: 'B' });
    expect(await store.head(avatarKeyOfUrl(avatarUrl) ?? '')).toBeNull();
    expect((await t.app.request(new URL(avatarUrl).pathname)).status).toBe(404);
  });
});
