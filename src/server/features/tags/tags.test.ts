import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import type { TTag } from '#common/schemas/tag.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
let owner: BuiltUser;
let other: BuiltUser;
let admin: BuiltUser;
let color: TColor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t);
  other = await buildUser(t);
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
  const palette = await buildPalette(t.db, { userId: owner.user.id });
  color = (await owner.client.post<TColor>('/api/colors', { paletteId: palette.id, paintName: 'Sap Green', hexCode: '#507D2A' })).body;
});

const newTag = (user: BuiltUser, name: string, userId = user.user.id) =>
  user.client.post<TTag & { message: string }>('/api/tags', { userId, name });

describe('user tags', () => {
  it('creates tags per user, alphabetically listed, refusing duplicates in any case', async () => {
    expect((await newTag(owner, ' landscape ')).body.name).toBe('landscape');
    expect((await newTag(owner, 'Greens')).status).toBe(201);
    const dup = await newTag(owner, 'LANDSCAPE');
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('already exists');
    expect((await newTag(other, 'landscape')).status).toBe(201);
    const list = await owner.client.get<TTag[]>(`/api/tags/user/${owner.user.id}`);
    expect(list.body.map((t) => t.name)).toEqual(['Greens', 'landscape']);
  });

  it('answers only the user and admins, and refuses blank names', async () => {
    expect((await other.client.get(`/api/tags/user/${owner.user.id}`)).status).toBe(403);
    expect((await admin.client.get(`/api/tags/user/${owner.user.id}`)).status).toBe(200);
    expect((await createClient(t.app).get(`/api/tags/user/${owner.user.id}`)).status).toBe(401);
    expect((await newTag(other, 'x', owner.user.id)).status).toBe(403);
    expect((await newTag(owner, '   ')).status).toBe(400);
  });
});

describe('color tags', () => {
  it('links, lists and unlinks the owner’s tags on a color', async () => {
    const tag = (await newTag(owner, 'glazing')).body;
    const path = `/api/colors/${color.id}/tags`;
    expect((await owner.client.post(path, { tagId: tag.id, userId: owner.user.id })).status).toBe(201);
    expect((await owner.client.post(path, { tagId: tag.id, userId: owner.user.id })).status).toBe(201);
    expect((await owner.client.get<TTag[]>(path)).body.map((t) => t.name)).toEqual(['glazing']);
    expect((await owner.client.delete(`${path}/${tag.id}`)).status).toBe(204);
    expect((await owner.client.get<TTag[]>(path)).body).toEqual([]);
    expect((await owner.client.delete(`${path}/${tag.id}`)).status).toBe(404);
  });

  it("refuses other users' colors and tags, and anonymous callers", async () => {
    const mine = (await newTag(owner, 'wet-in-wet')).body;
    const theirs = (await newTag(other, 'theirs')).body;
    const path = `/api/colors/${color.id}/tags`;
    expect((await owner.client.post(path, { tagId: theirs.id, userId: owner.user.id })).status).toBe(404);
    expect((await owner.client.post(path, { tagId: mine.id, userId: other.user.id })).status).toBe(403);
    expect((await other.client.post(path, { tagId: theirs.id, userId: other.user.id })).status).toBe(404);
    expect((await other.client.get(path)).status).toBe(404);
    expect((await createClient(t.app).get(path)).status).toBe(401);
    expect((await admin.client.get(path)).status).toBe(200);
  });

  it("shows each person only their own tags on a color, even an admin's on a palette others see", async () => {
    const mine = (await newTag(owner, 'granulating')).body;
    const path = `/api/colors/${color.id}/tags`;
    await owner.client.post(path, { tagId: mine.id, userId: owner.user.id });
    const adminTag = (await newTag(admin, 'brand pick')).body;
    expect((await admin.client.post(path, { tagId: adminTag.id, userId: admin.user.id })).status).toBe(201);
    expect((await owner.client.get<TTag[]>(path)).body.map((tag) => tag.name)).toEqual(['granulating']);
    expect((await admin.client.get<TTag[]>(path)).body.map((tag) => tag.name)).toEqual(['brand pick']);
  });
});
