import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPalette } from '#common/schemas/palette.ts';
import { colors, colorTags, palettes, tags } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
let admin: BuiltUser;
let master: Awaited<ReturnType<typeof buildPalette>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
  master = await buildPalette(t.db, {
    userId: admin.user.id,
    name: 'Brand essentials',
    isOriginal: true,
    isDistributed: true,
    rows: 2,
    columns: 4,
    tags: ['brand'],
    notes: 'Start here',
    colorCount: 5,
  });
});

const copy = (user: BuiltUser, id: string) =>
  user.client.post<TPalette & { message: string; code: string }>(`/api/palettes/copy/${id}`, { userId: user.user.id });

describe('POST /api/palettes/copy/{id}', () => {
  it('gives the caller one editable copy of a curated master, with its colors', async () => {
    const artist = await buildUser(t);
    const res = await copy(artist, master.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      // Told apart from the brand's palette, whose pushed copy sits in the same library (issue 27).
      name: 'Brand essentials (Copy)',
      userId: artist.user.id,
      originalPaletteId: master.id,
      isOriginal: false,
      isPushedByAdmin: false,
      colorCount: 5,
      abilities: { edit: true, restore: true },
    });
    const again = await copy(artist, master.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a copy of this palette.');
    // One copy per master: the master no longer offers another.
    const opened = await artist.client.get<TPalette>(`/api/palettes/${master.id}`);
    expect(opened.body.abilities.copy).toBe(false);
  });

  it('counts against the quota, and refuses hidden masters, unshared palettes, other users and anonymous callers', async () => {
    const artist = await buildUser(t);
    const hidden = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true });
    const unshared = await buildPalette(t.db, { userId: admin.user.id, shareEnabled: false });
    expect((await copy(artist, hidden.id)).status).toBe(404);
    expect((await copy(artist, unshared.id)).status).toBe(404);
    const other = await buildUser(t);
    expect((await artist.client.post(`/api/palettes/copy/${master.id}`, { userId: other.user.id })).status).toBe(403);
    expect((await createClient(t.app).post(`/api/palettes/copy/${master.id}`, { userId: artist.user.id })).status).toBe(401);
    await buildPalette(t.db, { userId: artist.user.id });
    await buildPalette(t.db, { userId: artist.user.id });
    const full = await copy(artist, master.id);
    expect(full.status).toBe(403);
    // The client tells the quota by its code and says so in the spec's free-limit words (issue 27).
    expect(full.body).toMatchObject({ code: 'QUOTA_EXCEEDED', message: expect.stringContaining('maximum of 2 palettes') });
    expect(await t.db.$count(palettes, and(eq(palettes.userId, artist.user.id), eq(palettes.isPushedByAdmin, false)))).toBe(2);
  });

  it("names the copy '<name> (Copy)', cutting a name too long for both and never the suffix", async () => {
    const artist = await buildUser(t);
    const long = await buildPalette(t.db, {
      userId: admin.user.id,
      name: 'Long '.repeat(20).trim(),
      isOriginal: true,
      isDistributed: true,
    });
    const res = await copy(artist, long.id);
    expect(res.status).toBe(201);
    expect(res.body.name).toBe(`${'Long '.repeat(18)}Lon (Copy)`);
    expect(res.body.name).toHaveLength(100);
  });

  it('makes exactly one copy when asked twice at once', async () => {
    const artist = await buildUser(t);
    const results = await Promise.all([copy(artist, master.id), copy(artist, master.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.db.$count(palettes, eq(palettes.originalPaletteId, master.id))).toBeGreaterThanOrEqual(1);
  });
});

describe('copying a pushed copy', () => {
  it('gives its owner their own copy of the master (its colors, restorable), once; nobody else', async () => {
    // Signing up gave the artist the distributed master's pushed copy.
    const artist = await buildUser(t);
    const mine = await artist.client.get<TPalette[]>('/api/palettes/user');
    const pushed = mine.body.find((palette) => palette.isPushedByAdmin && palette.originalPaletteId === master.id);
    if (!pushed) throw new Error('no pushed copy');
    const seen = await artist.client.get<TPalette>(`/api/palettes/${pushed.id}`);
    expect(seen.body.abilities.copy).toBe(true);
    const res = await copy(artist, pushed.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      originalPaletteId: master.id,
      isPushedByAdmin: false,
      colorCount: 5,
      abilities: { edit: true, restore: true },
    });
    expect((await copy(artist, pushed.id)).status).toBe(409);
    expect((await copy(artist, master.id)).status).toBe(409);
    expect((await artist.client.get<TPalette>(`/api/palettes/${pushed.id}`)).body.abilities.copy).toBe(false);
    const stranger = await buildUser(t);
    expect((await copy(stranger, pushed.id)).status).toBe(404);
  });
});

describe('POST /api/palettes/{id}/duplicate', () => {
  it("copies name + ' (Copy)', colors, notes, tags and the colors' tag links", async () => {
    const artist = await buildUser(t);
    const source = await buildPalette(t.db, { userId: artist.user.id, name: 'Skies', notes: 'n', tags: ['blue'], colorCount: 3 });
    const [tag] = await t.db.insert(tags).values({ userId: artist.user.id, name: 'cool' }).returning();
    const [first] = await t.db.select().from(colors).where(eq(colors.paletteId, source.id)).limit(1);
    if (!first || !tag) throw new Error('factory data missing');
    await t.db.insert(colorTags).values({ colorId: first.id, tagId: tag.id });

    const res = await artist.client.post<TPalette>(`/api/palettes/${source.id}/duplicate`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Skies (Copy)', notes: 'n', tags: ['blue'], colorCount: 3, originalPaletteId: null });
    expect(res.body.swatches.map((s) => s.paintName)).toEqual(['Paint 1', 'Paint 2', 'Paint 3']);
    const copiedLinks = await t.db
      .select()
      .from(colorTags)
      .innerJoin(colors, eq(colors.id, colorTags.colorId))
      .where(eq(colors.paletteId, res.body.id));
    expect(copiedLinks).toHaveLength(1);
  });

  it('refuses read-only palettes, other users and anonymous callers', async () => {
    const artist = await buildUser(t);
    const other = await buildUser(t);
    const pushed = await buildPalette(t.db, { userId: artist.user.id, isPushedByAdmin: true });
    const own = await buildPalette(t.db, { userId: artist.user.id });
    expect((await artist.client.post(`/api/palettes/${pushed.id}/duplicate`)).status).toBe(403);
    expect((await other.client.post(`/api/palettes/${own.id}/duplicate`)).status).toBe(404);
    expect((await createClient(t.app).post(`/api/palettes/${own.id}/duplicate`)).status).toBe(401);
    expect((await admin.client.post(`/api/palettes/${own.id}/duplicate`)).status).toBe(201);
  });
});

describe('POST /api/palettes/{id}/restore', () => {
  it("puts a copy back to its original's current colors, grid, tags and notes", async () => {
    const artist = await buildUser(t);
    const mine = (await copy(artist, master.id)).body;
    await artist.client.put(`/api/palettes/${mine.id}`, { notes: 'My changes', tags: ['mine'], columns: 6 });
    await t.db.delete(colors).where(eq(colors.paletteId, mine.id));
    await t.db.update(palettes).set({ notes: 'Updated by the brand' }).where(eq(palettes.id, master.id));

    const res = await artist.client.post<TPalette>(`/api/palettes/${mine.id}/restore`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 2, columns: 4, tags: ['brand'], notes: 'Updated by the brand', colorCount: 5 });
    expect(res.body.name).toBe('Brand essentials (Copy)');
  });

  it('refuses palettes without an original, other users and anonymous callers', async () => {
    const artist = await buildUser(t);
    const other = await buildUser(t);
    const plain = await buildPalette(t.db, { userId: artist.user.id });
    const res = await artist.client.post<{ code: string }>(`/api/palettes/${plain.id}/restore`);
    expect(res.status).toBe(403);
    const mine = (await copy(artist, master.id)).body;
    expect((await other.client.post(`/api/palettes/${mine.id}/restore`)).status).toBe(404);
    expect((await createClient(t.app).post(`/api/palettes/${mine.id}/restore`)).status).toBe(401);
    expect((await admin.client.post(`/api/palettes/${mine.id}/restore`)).status).toBe(200);
  });
});
