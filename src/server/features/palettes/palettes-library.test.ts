import { beforeAll, describe, expect, it } from 'vitest';
import type { TCuratedPalette, TPalette } from '#common/schemas/palette.ts';
import { colors } from '#server/db/schema/index.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildInventoryItems } from '#server/test/inventory-factories.ts';
import { buildAcceptedInvite, buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
let admin: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
});

/** A palette with `grid` colors in its first slots and the given working-area cells filled. */
async function paletteWithWorkingArea(options: {
  userId: string;
  grid: number;
  cells: number[];
  shareEnabled?: boolean;
  isOriginal?: boolean;
}) {
  const { cells, grid, ...values } = options;
  const palette = await buildPalette(t.db, { ...values, colorCount: grid });
  if (cells.length > 0) {
    await t.db.insert(colors).values(
      cells.map((cell) => ({
        paletteId: palette.id,
        isInWorkingArea: true,
        workingAreaPosition: cell,
        workingAreaRow: Math.floor(cell / 6),
        workingAreaColumn: cell % 6,
        paintName: `Aside ${cell}`,
        hexCode: '#3A5F0B',
      })),
    );
  }
  return palette;
}

/** What a card draws: each swatch's area and place. */
function places(palette: TPalette | undefined) {
  return palette?.swatches.map((s) => `${s.isInWorkingArea ? 'working area' : 'grid'} ${s.position}`);
}

async function distribute(id: string) {
  const res = await admin.client.put(`/api/admin/toggle-distribution/${id}`, { isDistributed: true });
  expect(res.status).toBe(200);
}

describe('every list and view of a palette carries all its colors', () => {
  it('counts grid and working-area colors alike and lists both among the swatches, grid first', async () => {
    const owner = await buildUser(t);
    const palette = await paletteWithWorkingArea({ userId: owner.user.id, grid: 2, cells: [7, 0], shareEnabled: true });
    const expected = ['grid 0', 'grid 1', 'working area 0', 'working area 7'];

    const listed = (await owner.client.get<TPalette[]>('/api/palettes/user')).body.find((p) => p.id === palette.id);
    expect(listed?.colorCount).toBe(4);
    expect(places(listed)).toEqual(expected);
    expect(listed?.swatches.find((s) => s.isInWorkingArea)).toMatchObject({ paintName: 'Aside 0', hexCode: '#3A5F0B' });

    const opened = await owner.client.get<TPalette>(`/api/palettes/${palette.id}`);
    expect(opened.body.colorCount).toBe(4);
    expect(places(opened.body)).toEqual(expected);
    const byLink = await t.app.request(`/api/palettes/${palette.id}?share=true`);
    const visitorSees = (await byLink.json()) as TPalette;
    expect(visitorSees.colorCount).toBe(4);
    expect(places(visitorSees)).toEqual(expected);
  });

  it("shows a pushed copy with its master's colors in both areas", async () => {
    const artist = await buildUser(t);
    const master = await paletteWithWorkingArea({ userId: admin.user.id, isOriginal: true, grid: 3, cells: [5] });
    await distribute(master.id);
    const copy = (await artist.client.get<TPalette[]>('/api/palettes/user')).body.find((p) => p.originalPaletteId === master.id);
    expect(copy).toMatchObject({ isPushedByAdmin: true, colorCount: 4 });
    expect(places(copy)).toEqual(['grid 0', 'grid 1', 'grid 2', 'working area 5']);
  });

  it('answers with the same number of queries for 60 palettes with working areas as for 1', async () => {
    const few = await buildUser(t);
    await paletteWithWorkingArea({ userId: few.user.id, grid: 4, cells: [0, 1] });
    const many = await buildUser(t);
    for (let i = 0; i < 60; i += 1) await paletteWithWorkingArea({ userId: many.user.id, grid: 4, cells: [0, 1] });

    const count = async (user: BuiltUser) => {
      const before = t.queries.count;
      const res = await user.client.get<TPalette[]>('/api/palettes/user');
      return { queries: t.queries.count - before, palettes: res.body };
    };
    const one = await count(few);
    const lots = await count(many);
    // Both also hold the pushed copies of masters distributed before they signed up.
    const own = lots.palettes.filter((p) => !p.isPushedByAdmin);
    expect(own).toHaveLength(60);
    expect(own.every((p) => p.colorCount === 6 && p.swatches.length === 6)).toBe(true);
    expect(lots.queries).toBe(one.queries);
  });
});

describe("'Curated palettes' shows every distributed master, saying which are already in the library (decision 026)", () => {
  const curatedFor = async (user: BuiltUser) => {
    const res = await user.client.get<TCuratedPalette[]>(`/api/palettes/curated?limit=50&userId=${user.user.id}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('lists a master a user holds as a pushed copy as in their library, as that copy, then as their own copy, then as not', async () => {
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, name: 'Brand Essentials' });
    await distribute(master.id);
    // Someone who signs up afterwards receives the pushed copy at sign-up (decision 007).
    const artist = await buildUser(t);
    const mine = await artist.client.get<TPalette[]>('/api/palettes/user');
    const pushed = mine.body.find((p) => p.originalPaletteId === master.id);
    expect(pushed).toMatchObject({ name: 'Brand Essentials', isPushedByAdmin: true });
    const held = (await curatedFor(artist)).find((p) => p.id === master.id);
    expect(held).toMatchObject({ name: 'Brand Essentials', inLibraryAs: pushed?.id, abilities: { copy: true, edit: false } });

    // Their own copy is a second palette in the library; the pushed copy still stands for the master.
    const own = await artist.client.post<TPalette>(`/api/palettes/copy/${master.id}`, { userId: artist.user.id });
    expect(own.body.name).toBe('Brand Essentials (Copy)');
    expect((await curatedFor(artist)).find((p) => p.id === master.id)?.inLibraryAs).toBe(pushed?.id);
    expect((await artist.client.delete(`/api/palettes/${pushed?.id}`)).status).toBe(204);
    expect((await curatedFor(artist)).find((p) => p.id === master.id)?.inLibraryAs).toBe(own.body.id);
    expect((await artist.client.delete(`/api/palettes/${own.body.id}`)).status).toBe(204);
    expect((await curatedFor(artist)).find((p) => p.id === master.id)).toMatchObject({ inLibraryAs: null, abilities: { copy: true } });
  });

  it("says how many of each master's colors the caller owns (issue 28: 'You own 2 of 3')", async () => {
    const reader = await buildUser(t);
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true, colorCount: 3 });
    const empty = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true });
    // The master's colors are 'Paint 1' to 'Paint 3', typed by hand: owned by name, any case; a wish is not owned.
    await buildInventoryItems(t.db, reader.user.id, [
      { paintName: 'paint 1' },
      { paintName: 'Paint 3', count: 2 },
      { paintName: 'Paint 2', count: 0 },
    ]);
    const curated = await curatedFor(reader);
    expect(curated.find((p) => p.id === master.id)).toMatchObject({ owned: 2, total: 3 });
    expect(curated.find((p) => p.id === empty.id)).toMatchObject({ owned: 0, total: 0 });
    expect((await curatedFor(admin)).find((p) => p.id === master.id)).toBeUndefined();
    const colleague = await buildUser(t);
    expect((await curatedFor(colleague)).find((p) => p.id === master.id)).toMatchObject({ owned: 0, total: 3 });
  });

  it("shows a user without a copy the master as not in their library, and nobody anyone else's copies", async () => {
    const artist = await buildUser(t);
    const other = await buildUser(t);
    // Distribution pushes copies; a master marked distributed in the database has pushed none.
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true, name: 'Not pushed yet' });
    await other.client.post(`/api/palettes/copy/${master.id}`, { userId: other.user.id });
    expect((await curatedFor(artist)).find((p) => p.id === master.id)?.inLibraryAs).toBeNull();
    expect((await curatedFor(other)).find((p) => p.id === master.id)?.inLibraryAs).not.toBeNull();
  });

  it("knows, on the pushed copy's card, whether its reader already made a copy of their own of the master", async () => {
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, name: 'Copied master' });
    await distribute(master.id);
    const artist = await buildUser(t);
    const pushed = (await artist.client.get<TPalette[]>('/api/palettes/user')).body.find((p) => p.originalPaletteId === master.id);
    expect((await artist.client.post(`/api/palettes/copy/${master.id}`, { userId: artist.user.id })).status).toBe(201);
    const again = await artist.client.post<{ message: string }>(`/api/palettes/copy/${pushed?.id}`, { userId: artist.user.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a copy of this palette.');
  });

  it("keeps an admin's own masters under 'My palettes' only; another admin sees them curated", async () => {
    const colleague = await buildUser(t);
    await makeAdmin(t.db, colleague.user.id);
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true, name: 'House Set' });
    const mine = await admin.client.get<TPalette[]>('/api/palettes/user');
    expect(mine.body.map((p) => p.id)).toContain(master.id);
    expect((await curatedFor(admin)).map((p) => p.id)).not.toContain(master.id);
    // Another admin, who receives no pushed copies, sees it among the curated palettes, not held.
    expect((await curatedFor(colleague)).find((p) => p.id === master.id)?.inLibraryAs).toBeNull();
  });

  it('answers with the same number of queries for one master as for twenty held ones', async () => {
    const reader = await buildUser(t);
    await buildInventoryItems(t.db, reader.user.id, [{ paintName: 'Paint 1' }]);
    const count = async () => {
      const before = t.queries.count;
      const body = await curatedFor(reader);
      return { queries: t.queries.count - before, body };
    };
    const one = await count();
    expect(one.body.length).toBeGreaterThan(0);
    for (let i = 0; i < 20; i += 1) {
      const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true, colorCount: 2 });
      await buildPalette(t.db, { userId: reader.user.id, isPushedByAdmin: true, originalPaletteId: master.id });
    }
    const many = await count();
    expect(many.body.length).toBe(Math.min(one.body.length + 20, 50));
    expect(many.body.filter((p) => p.inLibraryAs !== null).length).toBeGreaterThanOrEqual(20);
    expect(many.body.filter((p) => p.owned === 1 && p.total === 2).length).toBeGreaterThanOrEqual(20);
    expect(many.queries).toBe(one.queries);
  });

  it("shows a master shared by invitation once, under 'Curated palettes', not again under 'Shared with me'", async () => {
    const reader = await buildUser(t);
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true, name: 'Invited master' });
    await buildAcceptedInvite(t.db, { paletteId: master.id, invitedBy: admin, invitee: reader });
    const sections = async () => {
      const [mine, curated, shared] = await Promise.all(
        ['/api/palettes/user', '/api/palettes/curated?limit=50', '/api/palettes/shared?limit=50'].map(
          async (path) => (await reader.client.get<TCuratedPalette[]>(path)).body,
        ),
      );
      const ofMaster = (list: TCuratedPalette[] | undefined) =>
        (list ?? []).filter((p) => p.id === master.id || p.originalPaletteId === master.id);
      return { mine: ofMaster(mine), curated: ofMaster(curated), shared: ofMaster(shared) };
    };
    const before = await sections();
    expect(before).toEqual({ mine: [], curated: [expect.objectContaining({ id: master.id, inLibraryAs: null })], shared: [] });

    await admin.client.put(`/api/admin/toggle-distribution/${master.id}`, { isDistributed: false });
    // Hidden, it is no curated palette: the invitation's card is back under 'Shared with me'.
    expect((await sections()).shared.map((p) => p.id)).toEqual([master.id]);
    await distribute(master.id);
    const after = await sections();
    const pushed = after.mine.map((p) => p.id);
    expect(after.mine.map((p) => p.isPushedByAdmin)).toEqual([true]);
    expect(after.curated.map((p) => p.inLibraryAs)).toEqual(pushed);
    expect(after.shared).toEqual([]);
  });
});
