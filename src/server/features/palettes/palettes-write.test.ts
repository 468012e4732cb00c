import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPalette } from '#common/schemas/palette.ts';
import { colors, palettes, users } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
let admin: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
});

const create = (user: BuiltUser, body: Record<string, unknown> = {}) =>
  user.client.post<TPalette & { message: string; code: string }>('/api/palettes', {
    name: 'Studio palette',
    medium: 'Watercolor',
    userId: user.user.id,
    ...body,
  });

describe('POST /api/palettes', () => {
  it('creates a palette with the spec defaults and normalised tags', async () => {
    const artist = await buildUser(t, { name: 'Turner' });
    const res = await create(artist, { name: '  Skies  ', tags: [' blue ', '', 'grey', 'blue'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Skies',
      medium: 'Watercolor',
      rows: 3,
      columns: 4,
      tags: ['blue', 'grey'],
      userId: artist.user.id,
      creatorName: 'Turner',
      colorCount: 0,
    });
    expect((await create(artist, { name: 'No tags', tags: [' ', ''] })).body.tags).toBeNull();
  });

  it('refuses bad bodies, other users and anonymous callers, storing nothing', async () => {
    const artist = await buildUser(t);
    const other = await buildUser(t);
    const before = await t.db.$count(palettes);
    for (const body of [{ name: '   ' }, { rows: 11 }, { columns: 0 }, { medium: 'Crayon' }, { userId: 'nope' }]) {
      const res = await create(artist, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
    }
    expect((await create(artist, { userId: other.user.id })).status).toBe(403);
    const anonymous = await createClient(t.app).post('/api/palettes', { name: 'x', medium: 'Watercolor', userId: artist.user.id });
    expect(anonymous.status).toBe(401);
    expect(await t.db.$count(palettes)).toBe(before);
  });

  it('stops a regular user at maxPalettes (2), counting duplicates but not palettes an admin pushed', async () => {
    const artist = await buildUser(t);
    await buildPalette(t.db, { userId: artist.user.id, isPushedByAdmin: true });
    const canCreate = async () =>
      (await artist.client.get<{ canCreate: boolean }>(`/api/user/${artist.user.id}/can-create-palette`)).body.canCreate;
    expect(await canCreate()).toBe(true);
    const first = await create(artist);
    expect(first.status).toBe(201);
    expect((await artist.client.post(`/api/palettes/${first.body.id}/duplicate`)).status).toBe(201);
    expect(await canCreate()).toBe(false);
    const third = await create(artist);
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(third.body.message).toContain('maximum');
    expect(await t.db.$count(palettes, eq(palettes.userId, artist.user.id))).toBe(3);
  });

  it('follows a raised quota, and admins are unlimited', async () => {
    const artist = await buildUser(t);
    await t.db.update(users).set({ maxPalettes: 3 }).where(eq(users.id, artist.user.id));
    for (let i = 0; i < 3; i++) expect((await create(artist)).status).toBe(201);
    expect((await create(artist)).status).toBe(403);
    for (let i = 0; i < 4; i++) expect((await create(admin)).status).toBe(201);
    expect((await admin.client.get<{ canCreate: boolean }>(`/api/user/${admin.user.id}/can-create-palette`)).body).toEqual({
      canCreate: true,
    });
  });

  it('holds the quota under concurrent creates', async () => {
    const artist = await buildUser(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => create(artist)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(await t.db.$count(palettes, eq(palettes.userId, artist.user.id))).toBe(2);
  });

  it('answers can-create-palette only to the user and admins', async () => {
    const artist = await buildUser(t);
    const other = await buildUser(t);
    const path = `/api/user/${artist.user.id}/can-create-palette`;
    expect((await other.client.get(path)).status).toBe(403);
    expect((await admin.client.get(path)).status).toBe(200);
    expect((await createClient(t.app).get(path)).status).toBe(401);
  });
});

describe('PUT /api/palettes/{id}', () => {
  it('lets the owner rename, favourite, retag and write notes, and only the spec fields', async () => {
    const artist = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: artist.user.id });
    const res = await artist.client.put<TPalette>(`/api/palettes/${palette.id}`, {
      name: ' Renamed ',
      isFavorite: true,
      tags: ['warm', ' '],
      notes: 'Granulating blues',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', isFavorite: true, tags: ['warm'], notes: 'Granulating blues' });
    for (const body of [{ userId: admin.user.id }, { isOriginal: true }, {}, { name: '' }, { rows: 13 }]) {
      expect((await artist.client.put(`/api/palettes/${palette.id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const [row] = await t.db.select().from(palettes).where(eq(palettes.id, palette.id));
    expect(row).toMatchObject({ name: 'Renamed', isOriginal: false, userId: artist.user.id });
  });

  it("hides another user's palette (404), lets admins change it, refuses anonymous callers", async () => {
    const artist = await buildUser(t);
    const other = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: artist.user.id });
    expect((await other.client.put(`/api/palettes/${palette.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await createClient(t.app).put(`/api/palettes/${palette.id}`, { name: 'x' })).status).toBe(401);
    expect((await admin.client.put(`/api/palettes/${palette.id}`, { name: 'Fixed by admin' })).status).toBe(200);
  });

  it('keeps master and pushed palettes read-only for regular users, favouriting aside', async () => {
    const artist = await buildUser(t);
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true });
    const pushed = await buildPalette(t.db, { userId: artist.user.id, isPushedByAdmin: true, originalPaletteId: master.id });
    const rename = await artist.client.put<{ message: string }>(`/api/palettes/${pushed.id}`, { name: 'Mine' });
    expect(rename.status).toBe(403);
    expect(rename.body.message).toMatch(/read-only/);
    expect((await artist.client.put(`/api/palettes/${pushed.id}`, { notes: 'x' })).status).toBe(403);
    expect((await artist.client.put(`/api/palettes/${master.id}`, { notes: 'x' })).status).toBe(403);
    expect((await artist.client.put(`/api/palettes/${pushed.id}`, { isFavorite: true })).status).toBe(200);
    const seen = await artist.client.get<TPalette>(`/api/palettes/${pushed.id}`);
    expect(seen.body.abilities).toMatchObject({ edit: false, rename: false, duplicate: false, restore: false, favorite: true });
    // The copy follows its master, so admins change the master, never the copy.
    expect((await admin.client.put(`/api/palettes/${pushed.id}`, { notes: 'x' })).status).toBe(403);
    expect((await artist.client.post(`/api/palettes/${pushed.id}/restore`)).status).toBe(403);
    expect((await admin.client.put(`/api/palettes/${master.id}`, { notes: 'Admin note' })).status).toBe(200);
  });

  it('leaves collaboration settings to admins, http(s) links only, cleared when switched off', async () => {
    const artist = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: artist.user.id });
    const path = `/api/palettes/${palette.id}`;
    expect((await artist.client.put(path, { collaborationEnabled: true })).status).toBe(403);
    expect((await admin.client.put(path, { collaborationUrl: 'javascript:alert(1)' })).status).toBe(400);
    const on = await admin.client.put<TPalette>(path, {
      collaborationEnabled: true,
      collaborationCompany: 'Paper Mill',
      collaborationUrl: 'https://paper.example.com',
    });
    expect(on.body).toMatchObject({ collaborationEnabled: true, collaborationCompany: 'Paper Mill' });
    const off = await admin.client.put<TPalette>(path, { collaborationEnabled: false });
    expect(off.body).toMatchObject({ collaborationCompany: null, collaborationUrl: null });
  });

  it('takes a collaboration website typed without a scheme as https, and keeps other schemes out', async () => {
    const palette = await buildPalette(t.db, { userId: admin.user.id });
    const path = `/api/palettes/${palette.id}`;
    const bare = await admin.client.put<TPalette>(path, {
      collaborationEnabled: true,
      collaborationCompany: 'Studio',
      collaborationUrl: '  studio.example/about ',
    });
    expect(bare.status).toBe(200);
    expect(bare.body.collaborationUrl).toBe('https://studio.example/about');
    const withPort = await admin.client.put<TPalette>(path, { collaborationUrl: 'studio.example:8080' });
    expect(withPort.body.collaborationUrl).toBe('https://studio.example:8080');
    const plain = await admin.client.put<TPalette>(path, { collaborationUrl: 'http://studio.example' });
    expect(plain.body.collaborationUrl).toBe('http://studio.example');
    for (const refused of [
      'mailto:paint@studio.example',
      'ftp://studio.example',
      'javascript:alert(1)',
      'studio example',
      'http:/studio.example',
    ]) {
      const answer = await admin.client.put<{ message: string }>(path, { collaborationUrl: refused });
      expect(answer.status, refused).toBe(400);
      expect(answer.body.message).toContain('Enter a website address, such as studio.example.');
    }
    expect((await admin.client.put<TPalette>(path, { collaborationUrl: '' })).body.collaborationUrl).toBeNull();
    const [stored] = await t.db.select({ url: palettes.collaborationUrl }).from(palettes).where(eq(palettes.id, palette.id));
    expect(stored?.url).toBeNull();
  });
});

describe('DELETE /api/palettes/{id}', () => {
  it('deletes the palette and its colors for the owner; others get 404; admins may', async () => {
    const artist = await buildUser(t);
    const other = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: artist.user.id, colorCount: 4 });
    expect((await other.client.delete(`/api/palettes/${palette.id}`)).status).toBe(404);
    expect((await createClient(t.app).delete(`/api/palettes/${palette.id}`)).status).toBe(401);
    expect((await artist.client.delete(`/api/palettes/${palette.id}`)).status).toBe(204);
    expect(await t.db.$count(colors, eq(colors.paletteId, palette.id))).toBe(0);
    expect((await artist.client.get(`/api/palettes/${palette.id}`)).status).toBe(404);
    const another = await buildPalette(t.db, { userId: artist.user.id });
    expect((await admin.client.delete(`/api/palettes/${another.id}`)).status).toBe(204);
  });
});

describe('PUT /api/users/{id}/profile', () => {
  it('sets the display name for the user or an admin: trimmed, not blank, within 50 characters', async () => {
    const artist = await buildUser(t);
    const other = await buildUser(t);
    const path = `/api/users/${artist.user.id}/profile`;
    const set = await artist.client.put<{ displayName: string | null }>(path, { displayName: ' Sargent ' });
    expect(set.status).toBe(200);
    expect(set.body.displayName).toBe('Sargent');
    expect((await artist.client.put(path, { displayName: 'x'.repeat(51) })).status).toBe(400);
    expect((await artist.client.put(path, { displayName: 'x', avatarUrl: 'javascript:x' })).status).toBe(400);
    expect((await other.client.put(path, { displayName: 'Hijack' })).status).toBe(403);
    expect((await createClient(t.app).put(path, { displayName: 'x' })).status).toBe(401);
    expect((await admin.client.put<{ displayName: string | null }>(path, { displayName: 'Singer Sargent' })).body.displayName).toBe(
      'Singer Sargent',
    );
    for (const blank of ['', '   ']) {
      const refused = await artist.client.put<{ code: string; message: string }>(path, { displayName: blank });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: 'BAD_REQUEST', message: 'displayName: Display name is required.' });
    }
    expect((await artist.client.put(path, { displayName: null })).status).toBe(400);
    expect((await artist.client.get<{ displayName: string | null }>(`/api/user/email/${artist.email}`)).body.displayName).toBe(
      'Singer Sargent',
    );
  });
});
