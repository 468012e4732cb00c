import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { palettes, users } from '#server/db/schema/index.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
let admin: BuiltUser;
let artists: BuiltUser[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
  artists = [await buildUser(t), await buildUser(t), await buildUser(t), await buildUser(t)];
});

const createMaster = <T = TPalette>(body: Record<string, unknown> = {}) =>
  admin.client.post<T>('/api/admin/master-palettes', { name: 'Brand primaries', medium: 'Watercolor', ...body });

const distribute = (id: string, isDistributed: boolean) =>
  admin.client.put<{ isDistributed: boolean; userCount: number }>(`/api/admin/toggle-distribution/${id}`, { isDistributed });

const pushedCopies = (masterId: string) =>
  t.db
    .select()
    .from(palettes)
    .where(and(eq(palettes.originalPaletteId, masterId), eq(palettes.isPushedByAdmin, true)));

describe('master palettes', () => {
  it('creates masters with the form rules: rows 1-6, collaboration kept only when enabled', async () => {
    expect((await createMaster({ rows: 7 })).status).toBe(400);
    expect((await createMaster({ medium: 'Oil Paint' })).status).toBe(400);
    const off = await createMaster({ collaborationCompany: 'Mill', collaborationUrl: 'https://mill.example' });
    expect(off.status).toBe(201);
    expect(off.body).toMatchObject({ isOriginal: true, collaborationEnabled: false, collaborationCompany: null, collaborationUrl: null });
    const on = await createMaster({ collaborationEnabled: true, collaborationCompany: 'Mill', collaborationUrl: '' });
    expect(on.body).toMatchObject({
      collaborationEnabled: true,
      collaborationCompany: 'Mill',
      collaborationUrl: null,
      rows: 3,
      columns: 4,
    });
    const own = await buildPalette(t.db, { userId: admin.user.id, name: 'Admin sketchbook' });
    const list = await admin.client.get<TPalette[]>('/api/admin/master-palettes');
    expect(list.body.map((p) => p.id)).toEqual(expect.arrayContaining([off.body.id, on.body.id, own.id]));
    const promoted = await admin.client.post<TPalette>(`/api/admin/promote-palette/${own.id}`);
    expect(promoted.body.isOriginal).toBe(true);
    expect((await admin.client.post(`/api/admin/promote-palette/${own.id}`)).status).toBe(409);
    const someoneElses = await buildPalette(t.db, { userId: (artists[0] as BuiltUser).user.id });
    expect((await admin.client.post(`/api/admin/promote-palette/${someoneElses.id}`)).status).toBe(403);
    const blankCompany = await createMaster({ collaborationEnabled: true, collaborationCompany: '  ' });
    expect(blankCompany.status).toBe(400);
  });

  it('takes a company website typed without a scheme as https, and refuses what is no website', async () => {
    const collaboration = { collaborationEnabled: true, collaborationCompany: 'Studio' };
    const bare = await createMaster({ ...collaboration, collaborationUrl: 'studio.example' });
    expect(bare.status).toBe(201);
    expect(bare.body.collaborationUrl).toBe('https://studio.example');
    const refused = await createMaster<{ message: string }>({ ...collaboration, collaborationUrl: 'mailto:paint@studio.example' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('collaborationUrl: Enter a website address, such as studio.example.');
  });
});

describe('distribution', () => {
  it('gives every regular user one read-only copy with colors, repeatably, and new users too', async () => {
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, colorCount: 6, tags: ['brand'] });
    const first = await distribute(master.id, true);
    expect(first.body).toEqual({ isDistributed: true, userCount: artists.length });
    const again = await distribute(master.id, true);
    expect(again.body.userCount).toBe(artists.length);
    const copies = await pushedCopies(master.id);
    expect(copies).toHaveLength(artists.length);
    expect(new Set(copies.map((c) => c.userId))).toEqual(new Set(artists.map((a) => a.user.id)));

    const artist = artists[0] as BuiltUser;
    const mine = (await artist.client.get<TPalette[]>('/api/palettes/user')).body.find((p) => p.originalPaletteId === master.id);
    expect(mine).toMatchObject({
      isPushedByAdmin: true,
      tags: ['brand'],
      colorCount: 6,
      abilities: { edit: false, rename: false, duplicate: false, restore: false, delete: true },
    });
    expect(mine?.swatches).toHaveLength(6);
    const colorsSeen = await artist.client.get<TColor[]>(`/api/colors/palette/${mine?.id}`);
    expect(colorsSeen.body.map((c) => c.paintName)).toEqual(
      (await admin.client.get<TColor[]>(`/api/colors/palette/${master.id}`)).body.map((c) => c.paintName),
    );
    // Nobody edits through the copy, not even an admin: the master is where content changes.
    const addToCopy = await admin.client.post('/api/colors', { paletteId: mine?.id, position: 7, paintName: 'Sneaked in' });
    expect(addToCopy.status).toBe(403);

    const latecomer = await buildUser(t);
    const theirs = await latecomer.client.get<TPalette[]>('/api/palettes/user');
    expect(theirs.body.filter((p) => p.originalPaletteId === master.id)).toHaveLength(1);
    expect((await distribute(master.id, true)).body.userCount).toBe(artists.length + 1);
  });

  it("keeps pushed copies in step with the master: the brand's corrections reach every user", async () => {
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, name: 'Spring set', colorCount: 2 });
    await distribute(master.id, true);
    const artist = artists[3] as BuiltUser;
    const findCopy = async () =>
      (await artist.client.get<TPalette[]>('/api/palettes/user')).body.find((p) => p.originalPaletteId === master.id);
    const before = await findCopy();
    expect(before).toMatchObject({ name: 'Spring set', colorCount: 2 });

    expect((await admin.client.put(`/api/palettes/${master.id}`, { name: 'Spring set (2027)', rows: 2 })).status).toBe(200);
    const added = await admin.client.post('/api/colors', { paletteId: master.id, position: 5, paintName: 'Cobalt Teal Blue' });
    expect(added.status).toBe(201);
    expect((await artist.client.put(`/api/palettes/${before?.id}`, { isFavorite: true })).status).toBe(200);

    const after = await findCopy();
    expect(after).toMatchObject({ id: before?.id, name: 'Spring set (2027)', rows: 2, colorCount: 3, isFavorite: true });
    const shown = await artist.client.get<TColor[]>(`/api/colors/palette/${before?.id}`);
    expect(shown.body.map((c) => c.paintName)).toContain('Cobalt Teal Blue');
  });

  it('hiding takes the master out of Curated while users keep their copies; they may still copy once', async () => {
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, name: 'Autumn set' });
    // Every regular user so far: the artists and the latecomer of the test before.
    const regularUsers = await t.db.$count(users, eq(users.isAdmin, false));
    expect((await distribute(master.id, true)).body.userCount).toBe(regularUsers);
    const artist = artists[1] as BuiltUser;
    const copy = await artist.client.post(`/api/palettes/copy/${master.id}`, { userId: artist.user.id });
    expect(copy.status).toBe(201);
    expect((await artist.client.post(`/api/palettes/copy/${master.id}`, { userId: artist.user.id })).status).toBe(409);
    const hidden = await distribute(master.id, false);
    expect(hidden.body).toEqual({ isDistributed: false, userCount: regularUsers });
    const curated = await artist.client.get<TPalette[]>('/api/palettes/curated');
    expect(curated.body.map((p) => p.id)).not.toContain(master.id);
    expect((await pushedCopies(master.id)).length).toBe(hidden.body.userCount);
    expect(hidden.body.userCount).toBeGreaterThan(0);
  });

  it('refuses to distribute a palette that is not a master', async () => {
    const plain = await buildPalette(t.db, { userId: admin.user.id });
    expect((await distribute(plain.id, true)).status).toBe(409);
  });

  it('deleting a master removes the pushed copies, not the copies users made', async () => {
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true });
    await distribute(master.id, true);
    const artist = artists[2] as BuiltUser;
    const own = await artist.client.post<TPalette>(`/api/palettes/copy/${master.id}`, { userId: artist.user.id });
    expect((await admin.client.delete(`/api/palettes/${master.id}`)).status).toBe(204);
    expect(await pushedCopies(master.id)).toHaveLength(0);
    const kept = await artist.client.get<TPalette>(`/api/palettes/${own.body.id}`);
    expect(kept.body).toMatchObject({ originalPaletteId: null, isPushedByAdmin: false });
  });

  it('reset all distributions removes every pushed copy and undistributes every master, with exact counts', async () => {
    await t.db.delete(palettes).where(eq(palettes.isPushedByAdmin, true));
    await t.db.update(palettes).set({ isDistributed: false });
    const a = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true });
    const b = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true });
    await distribute(a.id, true);
    await distribute(b.id, true);
    const users = (await distribute(a.id, true)).body.userCount;
    const reset = await admin.client.post<{ removedCopies: number; resetMasters: number }>('/api/admin/reset-all-distributions');
    expect(reset.body).toEqual({ removedCopies: 2 * users, resetMasters: 2 });
    expect(await t.db.$count(palettes, eq(palettes.isPushedByAdmin, true))).toBe(0);
    expect((await admin.client.post('/api/admin/reset-all-distributions')).body).toEqual({ removedCopies: 0, resetMasters: 0 });
  });
});
