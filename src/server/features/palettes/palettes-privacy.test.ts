import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { colors, palettes, users } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
let admin: BuiltUser;
let owner: BuiltUser;
let friend: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { email: `curator-${Date.now()}@brand.example` });
  await makeAdmin(t.db, admin.user.id);
  owner = await buildUser(t, { email: `painter.private-${Date.now()}@example.com` });
  friend = await buildUser(t);
  await t.db
    .update(users)
    .set({ maxPalettes: 20 })
    .where(inArray(users.id, [owner.user.id, friend.user.id]));
});

/** A palette of `user`'s with two colors carrying personal notes, made as the app would. */
async function paletteWithNotes(user: BuiltUser, values: Partial<typeof palettes.$inferInsert> = {}) {
  const created = await user.client.post<TPalette>('/api/palettes', { userId: user.user.id, name: 'Studio', medium: 'Watercolor' });
  expect(created.status).toBe(201);
  const palette = created.body;
  if (Object.keys(values).length > 0) await t.db.update(palettes).set(values).where(eq(palettes.id, palette.id));
  for (const paintName of ['Cobalt', 'Sienna']) {
    await t.db.insert(colors).values({
      paletteId: palette.id,
      paintName,
      personalNotes: `my secret about ${paintName}`,
      position: paintName === 'Cobalt' ? 0 : 1,
    });
  }
  return palette;
}

const notesIn = async (paletteId: string) =>
  (await t.db.select({ notes: colors.personalNotes }).from(colors).where(eq(colors.paletteId, paletteId))).map((c) => c.notes);

describe('personal notes', () => {
  it("never travel into a copy someone else makes (share link, master copy, restore), only into the author's own duplicate", async () => {
    const shared = await paletteWithNotes(owner, { shareEnabled: true });
    const viaLink = await friend.client.post<TPalette>(`/api/palettes/copy/${shared.id}`, { userId: friend.user.id });
    expect(viaLink.status).toBe(201);
    expect(await notesIn(viaLink.body.id)).toEqual([null, null]);
    const own = await owner.client.post<TPalette>(`/api/palettes/${shared.id}/duplicate`);
    expect((await notesIn(own.body.id)).sort()).toEqual(['my secret about Cobalt', 'my secret about Sienna']);

    const master = await paletteWithNotes(admin, { isOriginal: true, isDistributed: true });
    const masterCopy = await friend.client.post<TPalette>(`/api/palettes/copy/${master.id}`, { userId: friend.user.id });
    expect(masterCopy.status).toBe(201);
    expect(await notesIn(masterCopy.body.id)).toEqual([null, null]);
    expect((await friend.client.post(`/api/palettes/${masterCopy.body.id}/restore`)).status).toBe(200);
    expect(await notesIn(masterCopy.body.id)).toEqual([null, null]);
    const seen = await friend.client.get<TColor[]>(`/api/colors/palette/${master.id}`);
    expect(seen.body.map((color) => color.personalNotes)).toEqual([null, null]);
  });
});

describe("a creator's account", () => {
  it('shows only the chosen display name to others: no address, no account name taken from it', async () => {
    await admin.client.put(`/api/users/${admin.user.id}/profile`, { displayName: 'Brand Studio' });
    const master = await paletteWithNotes(admin, { isOriginal: true, isDistributed: true, name: 'Brand set' });
    expect((await admin.client.put(`/api/admin/toggle-distribution/${master.id}`, { isDistributed: true })).status).toBe(200);
    const copy = await owner.client.post<TPalette>(`/api/palettes/copy/${master.id}`, { userId: owner.user.id });
    const mine = await paletteWithNotes(owner, { shareEnabled: true, name: 'Mine' });

    const seenBy = async (user: BuiltUser) => (await user.client.get<TPalette[]>('/api/palettes/user')).body;
    const curated = (await owner.client.get<TPalette[]>('/api/palettes/curated')).body;
    // Everything of someone else's the owner sees: curated masters, their pushed copy, their own copy of a master.
    const ownersView = [...(await seenBy(owner)), ...curated].filter(
      (p) => p.isOriginal || p.isPushedByAdmin || p.originalPaletteId !== null,
    );
    expect(ownersView.length).toBeGreaterThanOrEqual(3);
    expect(ownersView.map((p) => p.id)).toContain(copy.body.id);
    for (const palette of ownersView) {
      expect({ id: palette.id, email: palette.creatorEmail, name: palette.creatorName }).toEqual({
        id: palette.id,
        email: null,
        name: null,
      });
    }
    // Link visitors see neither of the owner's.
    const visitor = await createClient(t.app).get<TPalette>(`/api/palettes/${mine.id}?share=true`);
    expect(visitor.body).toMatchObject({ creatorEmail: null, creatorName: null });
    // The creator and admins do.
    const own = (await seenBy(owner)).find((p) => p.id === mine.id);
    expect(own?.creatorEmail).toBe(owner.email);
    expect((await admin.client.get<TPalette>(`/api/palettes/${mine.id}`)).body.creatorEmail).toBe(owner.email);
    // No answer to another user carries the address anywhere.
    const everything = JSON.stringify([ownersView, visitor.body, await friend.client.get(`/api/palettes/${mine.id}?share=true`)]);
    expect(everything).not.toContain(admin.email);
    expect(everything).not.toContain(admin.email.split('@')[0]);
    expect(JSON.stringify(visitor.body)).not.toContain(owner.email.split('@')[0]);
  });
});

describe('a pushed copy', () => {
  it('opens by link only while its master is shared by link', async () => {
    const master = await buildPalette(t.db, {
      userId: admin.user.id,
      isOriginal: true,
      isDistributed: true,
      shareEnabled: false,
      colorCount: 2,
    });
    const pushed = await buildPalette(t.db, {
      userId: owner.user.id,
      originalPaletteId: master.id,
      isPushedByAdmin: true,
      shareEnabled: true,
    });
    const visit = () => createClient(t.app).get<TPalette>(`/api/palettes/${pushed.id}?share=true`);
    expect((await visit()).status).toBe(404);
    expect((await createClient(t.app).get(`/api/colors/palette/${pushed.id}?share=true`)).status).toBe(404);
    const ownersView = await owner.client.get<TPalette>(`/api/palettes/${pushed.id}`);
    expect(ownersView.body).toMatchObject({ shareEnabled: false, abilities: { share: false } });
    expect((await owner.client.put(`/api/palettes/${pushed.id}`, { shareEnabled: true })).status).toBe(403);
    await t.db.update(palettes).set({ shareEnabled: true, updatedAt: sql`now()` }).where(eq(palettes.id, master.id));
    expect((await visit()).status).toBe(200);
  });
});
