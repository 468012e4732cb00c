import { beforeAll, describe, expect, it } from 'vitest';
import type { TPalette } from '#common/schemas/palette.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildAcceptedInvite, buildPalette, buildPalettes, makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
let owner: BuiltUser;
let other: BuiltUser;
let admin: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t);
  other = await buildUser(t);
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
});

describe('GET /api/palettes/user', () => {
  it("lists only the caller's palettes, each with its color count, swatches and abilities", async () => {
    const mine = await buildPalette(t.db, { userId: owner.user.id, name: 'Earth tones', colorCount: 3 });
    await buildPalette(t.db, { userId: other.user.id, name: 'Not mine' });
    const res = await owner.client.get<TPalette[]>('/api/palettes/user');
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.name)).toEqual(['Earth tones']);
    expect(res.body[0]).toMatchObject({
      id: mine.id,
      colorCount: 3,
      abilities: { edit: true, rename: true, delete: true, duplicate: true, copy: false, share: true, favorite: true },
    });
    expect(res.body[0]?.swatches.map((s) => s.position)).toEqual([0, 1, 2]);
    expect((await createClient(t.app).get('/api/palettes/user')).status).toBe(401);
  });

  it('answers with the same number of queries for 200 palettes of 20 colors as for 1', async () => {
    const few = await buildUser(t);
    await buildPalettes(t.db, { userId: few.user.id, count: 1, colorsEach: 20 });
    const many = await buildUser(t);
    await buildPalettes(t.db, { userId: many.user.id, count: 200, colorsEach: 20 });

    const count = async (user: BuiltUser) => {
      const before = t.queries.count;
      const res = await user.client.get<TPalette[]>('/api/palettes/user');
      return { queries: t.queries.count - before, palettes: res.body };
    };
    const one = await count(few);
    const lots = await count(many);
    expect(one.palettes).toHaveLength(1);
    expect(lots.palettes).toHaveLength(200);
    expect(lots.palettes.every((p) => p.colorCount === 20 && p.swatches.length === 20)).toBe(true);
    expect(lots.queries).toBe(one.queries);
  });
});

describe('GET /api/palettes/{id}', () => {
  let palette: Awaited<ReturnType<typeof buildPalette>>;
  beforeAll(async () => {
    palette = await buildPalette(t.db, { userId: owner.user.id, colorCount: 2 });
  });

  it('shows the owner and admins the palette with their abilities', async () => {
    const mine = await owner.client.get<TPalette>(`/api/palettes/${palette.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.abilities.edit).toBe(true);
    const asAdmin = await admin.client.get<TPalette>(`/api/palettes/${palette.id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.abilities).toMatchObject({ edit: true, favorite: false });
  });

  it("answers another user's request exactly as for a palette that does not exist", async () => {
    const foreign = await other.client.get(`/api/palettes/${palette.id}`);
    const missing = await other.client.get('/api/palettes/00000000-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await other.client.get('/api/palettes/not-a-uuid')).status).toBe(400);
  });

  it('is private until its owner turns the link on; then anyone holding the link views it, read-only', async () => {
    expect((await createClient(t.app).get(`/api/palettes/${palette.id}`)).status).toBe(401);
    const artist = await buildUser(t);
    const created = await artist.client.post<TPalette>('/api/palettes', { userId: artist.user.id, name: 'Fresh', medium: 'Watercolor' });
    expect(created.body.shareEnabled).toBe(false);
    expect((await createClient(t.app).get(`/api/palettes/${created.body.id}?share=true`)).status).toBe(404);
    expect((await owner.client.put(`/api/palettes/${palette.id}`, { shareEnabled: true })).status).toBe(200);
    const visitor = await createClient(t.app).get<TPalette>(`/api/palettes/${palette.id}?share=true`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.colorCount).toBe(2);
    expect(Object.values(visitor.body.abilities).some(Boolean)).toBe(false);
    // A signed-in link holder may save a copy of their own (issue 7), and nothing else.
    const signedIn = await other.client.get<TPalette>(`/api/palettes/${palette.id}?share=true`);
    expect(signedIn.status).toBe(200);
    const granted = Object.entries(signedIn.body.abilities).filter(([, allowed]) => allowed);
    expect(granted).toEqual([['copy', true]]);
  });
});

describe('GET /api/palettes/curated', () => {
  it('lists distributed masters only, newest first, up to the limit, with copy abilities', async () => {
    const hidden = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, name: 'Hidden master' });
    // Explicit times: the embedded database's clock may give two quick inserts the same instant.
    const first = await buildPalette(t.db, {
      userId: admin.user.id,
      isOriginal: true,
      isDistributed: true,
      name: 'Spring',
      updatedAt: new Date(Date.now() - 60_000),
    });
    const second = await buildPalette(t.db, {
      userId: admin.user.id,
      isOriginal: true,
      isDistributed: true,
      name: 'Autumn',
      updatedAt: new Date(),
    });
    const res = await other.client.get<TPalette[]>(`/api/palettes/curated?limit=6&userId=${other.user.id}`);
    expect(res.status).toBe(200);
    const ids = res.body.map((p) => p.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(res.body.find((p) => p.id === first.id)?.abilities).toMatchObject({ copy: true, edit: false, rename: false });
    const limited = await other.client.get<TPalette[]>('/api/palettes/curated?limit=1');
    expect(limited.body).toHaveLength(1);
  });

  it("refuses another user's id, anonymous callers and bad limits", async () => {
    expect((await other.client.get(`/api/palettes/curated?userId=${owner.user.id}`)).status).toBe(403);
    expect((await admin.client.get(`/api/palettes/curated?userId=${owner.user.id}`)).status).toBe(200);
    expect((await createClient(t.app).get('/api/palettes/curated')).status).toBe(401);
    expect((await other.client.get('/api/palettes/curated?limit=0')).status).toBe(400);
  });
});

describe('GET /api/palettes/shared', () => {
  it('lists palettes whose invitations the caller accepted, and nothing else', async () => {
    const reader = await buildUser(t);
    const shared = await buildPalette(t.db, { userId: owner.user.id, name: 'Shared with reader' });
    await buildPalette(t.db, { userId: owner.user.id, name: 'Invited, not accepted' });
    await buildAcceptedInvite(t.db, { paletteId: shared.id, invitedBy: owner, invitee: reader });
    // Someone else's accepted invitation is theirs alone.
    const elsewhere = await buildUser(t);
    const theirs = await buildPalette(t.db, { userId: owner.user.id, name: 'Shared with someone else' });
    await buildAcceptedInvite(t.db, { paletteId: theirs.id, invitedBy: owner, invitee: elsewhere });
    const res = await reader.client.get<TPalette[]>(`/api/palettes/shared?userId=${reader.user.id}&limit=12`);
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.name)).toEqual(['Shared with reader']);
    expect(res.body[0]?.abilities.edit).toBe(false);
    expect((await reader.client.get<TPalette>(`/api/palettes/${shared.id}`)).status).toBe(200);
    expect((await reader.client.get(`/api/palettes/shared?userId=${owner.user.id}`)).status).toBe(403);
    expect((await createClient(t.app).get('/api/palettes/shared')).status).toBe(401);
  });
});
