import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import type { TMix } from '#common/schemas/mix.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { palettes } from '#server/db/schema/index.ts';
import { createClient, type TestClient } from '#server/test/client.ts';
import type { BuiltUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildAcceptedInvite, buildOwnerStrangerAdmin, buildPalette } from '#server/test/palette-factories.ts';

// Issue 41: "Show notes on the shared page". The link shows a palette's notes only once its owner
// turns that on; a color's personal notes and a saved mix's notes stay with those who may edit it.
let t: TestApp;
let owner: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;
let anonymous: TestClient;
let paletteId: string;

const NOTES = 'Morning light at Giverny; the client wants it by June.';

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, stranger, admin } = await buildOwnerStrangerAdmin(t));
  anonymous = createClient(t.app);
  const created = await owner.client.post<TPalette>('/api/palettes', { userId: owner.user.id, name: 'Water Lilies', medium: 'Watercolor' });
  paletteId = created.body.id;
  expect((await owner.client.put(`/api/palettes/${paletteId}`, { notes: NOTES, shareEnabled: true })).status).toBe(200);
  const color = { paletteId, paintName: 'Viridian', hexCode: '#1E7B62', position: 0, personalNotes: 'Stains the paper: lift it wet.' };
  expect((await owner.client.post('/api/colors', color)).status).toBe(201);
  const mix = {
    targetHex: '#6B625A',
    targetName: null,
    paints: [{ paintName: 'Viridian', manufacturer: null, hexCode: '#1E7B62', parts: 1 }],
    strength: 1,
    notes: 'For the willow shadows.',
  };
  expect((await owner.client.post(`/api/palettes/${paletteId}/mixes`, mix)).status).toBe(201);
});

/** Every note a caller reads through the share link: the palette's, the colors' and the mixes'. */
async function notesThroughLink(client: TestClient) {
  const palette = await client.get<TPalette>(`/api/palettes/${paletteId}?share=true`);
  const colors = await client.get<TColor[]>(`/api/colors/palette/${paletteId}?share=true`);
  const mixes = await client.get<TMix[]>(`/api/palettes/${paletteId}/mixes?share=true`);
  expect([palette.status, colors.status, mixes.status]).toEqual([200, 200, 200]);
  return {
    palette: palette.body.notes,
    colors: colors.body.map((color) => color.personalNotes),
    mixes: mixes.body.map((mix) => mix.notes),
    shareNotes: palette.body.shareNotes,
  };
}

const ALL = { palette: NOTES, colors: ['Stains the paper: lift it wet.'], mixes: ['For the willow shadows.'] };
const NONE = { palette: null, colors: [null], mixes: [null] };

describe('GET /api/palettes/{id}?share=true (and its colors and mixes) with "Show notes on the shared page"', () => {
  it('is off for a new share: anyone else reads no notes at all, the owner and admins read them all', async () => {
    for (const client of [anonymous, stranger.client]) expect(await notesThroughLink(client)).toEqual({ ...NONE, shareNotes: false });
    for (const client of [owner.client, admin.client]) expect(await notesThroughLink(client)).toEqual({ ...ALL, shareNotes: false });
  });

  it('on, shows the palette’s notes to anyone with the link; personal notes stay the owner’s', async () => {
    const on = await owner.client.put<TPalette>(`/api/palettes/${paletteId}`, { shareNotes: true });
    expect(on.status).toBe(200);
    expect(on.body.shareNotes).toBe(true);
    for (const client of [anonymous, stranger.client]) {
      expect(await notesThroughLink(client)).toEqual({ ...NONE, palette: NOTES, shareNotes: true });
    }
    for (const client of [owner.client, admin.client]) expect(await notesThroughLink(client)).toEqual({ ...ALL, shareNotes: true });
    expect((await owner.client.put(`/api/palettes/${paletteId}`, { shareNotes: false })).status).toBe(200);
    expect((await notesThroughLink(anonymous)).palette).toBeNull();
  });

  it('is the owner’s and admins’ to turn: anonymous 401, another user 404, an invitee 403, nothing changed', async () => {
    const invitee = (await buildOwnerStrangerAdmin(t)).stranger;
    await buildAcceptedInvite(t.db, { paletteId, invitedBy: owner, invitee });
    expect((await anonymous.put(`/api/palettes/${paletteId}`, { shareNotes: true })).status).toBe(401);
    expect((await stranger.client.put(`/api/palettes/${paletteId}`, { shareNotes: true })).status).toBe(404);
    expect((await invitee.client.put(`/api/palettes/${paletteId}`, { shareNotes: true })).status).toBe(403);
    expect((await notesThroughLink(anonymous)).shareNotes).toBe(false);
    // An invitee was given the palette itself: its notes, as before (their own view, not the link's).
    expect((await invitee.client.get<TPalette>(`/api/palettes/${paletteId}`)).body.notes).toBe(NOTES);
    const byAdmin = await admin.client.put<TPalette>(`/api/palettes/${paletteId}`, { shareNotes: true });
    expect(byAdmin.body.shareNotes).toBe(true);
    expect((await owner.client.put(`/api/palettes/${paletteId}`, { shareNotes: false })).status).toBe(200);
  });

  it('keeps private notes out of a copy saved through the link', async () => {
    const copy = await stranger.client.post<TPalette>(`/api/palettes/copy/${paletteId}`, { userId: stranger.user.id });
    expect(copy.status).toBe(201);
    const [stored] = await t.db.select({ notes: palettes.notes }).from(palettes).where(eq(palettes.id, copy.body.id));
    expect(stored?.notes).toBeNull();
    expect((await owner.client.put(`/api/palettes/${paletteId}`, { shareNotes: true })).status).toBe(200);
    const shown = await stranger.client.post<TPalette>(`/api/palettes/copy/${paletteId}`, { userId: stranger.user.id });
    expect(shown.body.notes).toBe(NOTES);
    expect((await owner.client.put(`/api/palettes/${paletteId}`, { shareNotes: false })).status).toBe(200);
  });
});

describe('palettes shared before the switch (migration 0027)', () => {
  const migration = fileURLToPath(new URL('../../db/migrations/0027_share-notes.sql', import.meta.url));

  it('keep showing their notes through the link; those not shared then start without', async () => {
    const shared = await buildPalette(t.db, { userId: owner.user.id, notes: 'Shown until now', shareEnabled: true });
    const unshared = await buildPalette(t.db, { userId: owner.user.id, notes: 'Never shown', shareEnabled: false });
    // The database as it was before: no such column.
    await t.db.execute(sql`alter table palettes drop column share_notes`);
    for (const statement of readFileSync(migration, 'utf8').split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const read = async (id: string) => (await anonymous.get<TPalette>(`/api/palettes/${id}?share=true`)).body;
    expect(await read(shared.id)).toMatchObject({ shareNotes: true, notes: 'Shown until now' });
    await t.db.update(palettes).set({ shareEnabled: true }).where(eq(palettes.id, unshared.id));
    expect(await read(unshared.id)).toMatchObject({ shareNotes: false, notes: null });
  });
});
