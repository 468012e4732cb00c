import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import { colors } from '#server/db/schema/index.ts';
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

async function ownerWithPalette(overrides: Partial<Parameters<typeof buildPalette>[1]> = {}) {
  const owner = await buildUser(t);
  const palette = await buildPalette(t.db, { rows: 2, columns: 3, ...overrides, userId: owner.user.id });
  return { owner, palette };
}

const add = (user: BuiltUser, body: Record<string, unknown>) =>
  user.client.post<TColor & { message: string; code: string }>('/api/colors', { paintName: 'Cobalt Blue', hexCode: '#0047AB', ...body });

const placesOf = async (paletteId: string) =>
  (await t.db.select().from(colors).where(eq(colors.paletteId, paletteId))).map((c) => ({
    name: c.paintName,
    at: c.isInWorkingArea ? `wa${c.workingAreaPosition}` : `g${c.position}`,
  }));

describe('POST /api/colors', () => {
  it('adds a color to the first free slot, saving empty optional fields as null', async () => {
    const { owner, palette } = await ownerWithPalette();
    const res = await add(owner, { paletteId: palette.id, manufacturer: '  ', pigmentCode: 'PB28', lightfastness: 'I-Excellent' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ position: 0, isInWorkingArea: false, manufacturer: null, pigmentCode: 'PB28' });
    const second = await add(owner, { paletteId: palette.id, paintName: 'Burnt Sienna' });
    expect(second.body.position).toBe(1);
    const inArea = await add(owner, { paletteId: palette.id, isInWorkingArea: true, workingAreaRow: 1, workingAreaColumn: 2 });
    expect(inArea.body).toMatchObject({ isInWorkingArea: true, workingAreaPosition: 8, position: null });
  });

  it('refuses bad colors with a clear 400 and stores nothing', async () => {
    const { owner, palette } = await ownerWithPalette();
    for (const body of [
      { hexCode: '808080' },
      { hexCode: '#GGGGGG' },
      { paintName: ' ' },
      { lightfastness: 'V-Awful' },
      { position: 6 },
      { isInWorkingArea: true, workingAreaPosition: 24 },
      { isInWorkingArea: true, workingAreaPosition: 3, workingAreaRow: 1, workingAreaColumn: 1 },
    ]) {
      const res = await add(owner, { paletteId: palette.id, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await t.db.$count(colors, eq(colors.paletteId, palette.id))).toBe(0);
  });

  it('follows the palette rules: owner and admin yes, others 404, read-only 403, anonymous 401', async () => {
    const { owner, palette } = await ownerWithPalette();
    const other = await buildUser(t);
    expect((await add(other, { paletteId: palette.id })).status).toBe(404);
    expect((await createClient(t.app).post('/api/colors', { paletteId: palette.id, paintName: 'x', hexCode: '#000000' })).status).toBe(401);
    expect((await add(admin, { paletteId: palette.id })).status).toBe(201);
    const pushed = await buildPalette(t.db, { userId: owner.user.id, isPushedByAdmin: true });
    const refused = await add(owner, { paletteId: pushed.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/read-only/);
  });

  it('lets only admins set affiliate links, and only http(s) ones', async () => {
    const { owner, palette } = await ownerWithPalette();
    expect((await add(owner, { paletteId: palette.id, affiliateLink: 'https://shop.example/cobalt' })).status).toBe(403);
    expect((await add(admin, { paletteId: palette.id, affiliateLink: 'javascript:alert(1)' })).status).toBe(400);
    const ok = await add(admin, { paletteId: palette.id, affiliateLink: 'https://shop.example/cobalt' });
    expect(ok.body.affiliateLink).toBe('https://shop.example/cobalt');
  });

  it("takes a regular user's empty affiliateLink (null or '', as the spec's client sends it) as no link, keeping an admin's", async () => {
    const { owner, palette } = await ownerWithPalette();
    for (const affiliateLink of [null, '']) {
      const res = await add(owner, { paletteId: palette.id, affiliateLink });
      expect(res.status).toBe(201);
      expect(res.body.affiliateLink).toBeNull();
    }
    const linked = await add(admin, { paletteId: palette.id, affiliateLink: 'https://shop.example/cobalt' });
    const edited = await owner.client.put<TColor>(`/api/colors/${linked.body.id}`, { paintName: 'Cobalt Deep', affiliateLink: null });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ paintName: 'Cobalt Deep', affiliateLink: 'https://shop.example/cobalt' });
    expect((await owner.client.put(`/api/colors/${linked.body.id}`, { affiliateLink: 'https://elsewhere.example/' })).status).toBe(403);
    const cleared = await admin.client.put<TColor>(`/api/colors/${linked.body.id}`, { affiliateLink: '' });
    expect(cleared.body.affiliateLink).toBeNull();
  });

  it('refuses a 25th color when the grid and the working area are full', async () => {
    const { owner, palette } = await ownerWithPalette({ rows: 1, columns: 1 });
    for (let i = 0; i < 25; i++) expect((await add(owner, { paletteId: palette.id })).status).toBe(201);
    const full = await add(owner, { paletteId: palette.id });
    expect(full.status).toBe(409);
    // The client tells a full palette by its code, not by this text.
    expect(full.body.code).toBe('PALETTE_FULL');
    expect(full.body.message).toContain('Maximum capacity is 24 colors');
  });
});

describe('PUT /api/colors/{id} and DELETE /api/colors/{id}', () => {
  it('updates paint fields only; placement fields are refused', async () => {
    const { owner, palette } = await ownerWithPalette();
    const color = (await add(owner, { paletteId: palette.id })).body;
    const res = await owner.client.put<TColor>(`/api/colors/${color.id}`, { paintName: 'Cobalt Teal', staining: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paintName: 'Cobalt Teal', staining: null, position: 0 });
    for (const body of [{ position: 3 }, { isInWorkingArea: true }, { paletteId: palette.id }, {}]) {
      expect((await owner.client.put(`/api/colors/${color.id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const other = await buildUser(t);
    expect((await other.client.put(`/api/colors/${color.id}`, { paintName: 'Mine' })).status).toBe(404);
    expect((await createClient(t.app).delete(`/api/colors/${color.id}`)).status).toBe(401);
    expect((await other.client.delete(`/api/colors/${color.id}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/colors/${color.id}`)).status).toBe(204);
    expect(await t.db.$count(colors, eq(colors.id, color.id))).toBe(0);
  });

  it("answers a color of someone else's private palette exactly like an id that does not exist", async () => {
    const { owner, palette } = await ownerWithPalette();
    const color = (await add(owner, { paletteId: palette.id })).body;
    const stranger = await buildUser(t);
    const mine = (await add(stranger, { paletteId: (await buildPalette(t.db, { userId: stranger.user.id })).id })).body;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answers = async (id: string) =>
      [
        await stranger.client.put(`/api/colors/${id}`, { paintName: 'Mine' }),
        await stranger.client.delete(`/api/colors/${id}`),
        await stranger.client.get(`/api/colors/${id}/tags`),
        await stranger.client.put('/api/colors/positions', [{ id, position: 1 }]),
        // Moving one's own color together with a foreign one: the foreign id is as unknown as any.
        await stranger.client.put('/api/colors/positions', [
          { id: mine.id, position: 1 },
          { id, position: 0 },
        ]),
      ].map((res) => ({ status: res.status, body: res.body }));
    expect(await answers(color.id)).toEqual(await answers(unknown));
    expect((await answers(color.id)).every((answer) => answer.status === 404)).toBe(true);
  });
});

describe('PUT /api/colors/positions', () => {
  it('moves to an empty place, swaps two colors, and refuses a move onto an occupied place', async () => {
    const { owner, palette } = await ownerWithPalette();
    const a = (await add(owner, { paletteId: palette.id, paintName: 'A' })).body;
    const b = (await add(owner, { paletteId: palette.id, paintName: 'B' })).body;
    const moved = await owner.client.put<TColor[]>('/api/colors/positions', [{ id: a.id, isInWorkingArea: true, workingAreaPosition: 5 }]);
    expect(moved.status).toBe(200);
    expect(await placesOf(palette.id)).toEqual(
      expect.arrayContaining([
        { name: 'A', at: 'wa5' },
        { name: 'B', at: 'g1' },
      ]),
    );
    const swap = await owner.client.put('/api/colors/positions', [
      { id: a.id, isInWorkingArea: false, position: 1 },
      { id: b.id, isInWorkingArea: true, workingAreaPosition: 5 },
    ]);
    expect(swap.status).toBe(200);
    expect(await placesOf(palette.id)).toEqual(
      expect.arrayContaining([
        { name: 'A', at: 'g1' },
        { name: 'B', at: 'wa5' },
      ]),
    );
    // The answer is the moved colors, in the order asked, exactly as the palette now serves them.
    const served = (await owner.client.get<TColor[]>(`/api/colors/palette/${palette.id}`)).body;
    expect(swap.body).toEqual([served.find((c) => c.id === a.id), served.find((c) => c.id === b.id)]);
    expect(moved.body).toEqual([
      { ...a, position: null, isInWorkingArea: true, workingAreaPosition: 5, workingAreaRow: 0, workingAreaColumn: 5 },
    ]);
    const clash = await owner.client.put<{ code: string }>('/api/colors/positions', [{ id: b.id, position: 1 }]);
    expect(clash.status).toBe(409);
    expect(await placesOf(palette.id)).toEqual(
      expect.arrayContaining([
        { name: 'A', at: 'g1' },
        { name: 'B', at: 'wa5' },
      ]),
    );
  });

  it('refuses places outside the grid, mixed palettes, repeated ids, strangers and read-only palettes', async () => {
    const { owner, palette } = await ownerWithPalette();
    const a = (await add(owner, { paletteId: palette.id })).body;
    const elsewhere = await buildPalette(t.db, { userId: owner.user.id });
    const b = (await add(owner, { paletteId: elsewhere.id })).body;
    const put = (user: BuiltUser, body: unknown) => user.client.put('/api/colors/positions', body);
    expect((await put(owner, [{ id: a.id, position: 6 }])).status).toBe(400);
    expect(
      (
        await put(owner, [
          { id: a.id, position: 1 },
          { id: b.id, position: 2 },
        ])
      ).status,
    ).toBe(400);
    expect(
      (
        await put(owner, [
          { id: a.id, position: 1 },
          { id: a.id, position: 2 },
        ])
      ).status,
    ).toBe(400);
    expect((await put(owner, [{ id: a.id, position: 1, paletteId: elsewhere.id }])).status).toBe(400);
    const other = await buildUser(t);
    expect((await put(other, [{ id: a.id, position: 1 }])).status).toBe(404);
    expect((await put(admin, [{ id: a.id, position: 2 }])).status).toBe(200);
    const pushed = await buildPalette(t.db, { userId: owner.user.id, isPushedByAdmin: true, colorCount: 1 });
    const [locked] = await t.db.select().from(colors).where(eq(colors.paletteId, pushed.id));
    expect((await put(owner, [{ id: locked?.id, position: 3 }])).status).toBe(403);
  });

  it('leaves a consistent palette after two concurrent swaps of the same colors', async () => {
    const { owner, palette } = await ownerWithPalette();
    const a = (await add(owner, { paletteId: palette.id, paintName: 'A' })).body;
    const b = (await add(owner, { paletteId: palette.id, paintName: 'B' })).body;
    const c = (await add(owner, { paletteId: palette.id, paintName: 'C' })).body;
    const results = await Promise.all([
      owner.client.put('/api/colors/positions', [
        { id: a.id, position: 1 },
        { id: b.id, position: 0 },
      ]),
      owner.client.put('/api/colors/positions', [
        { id: a.id, position: 2 },
        { id: c.id, position: 0 },
      ]),
    ]);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const places = (await placesOf(palette.id)).map((p) => p.at);
    expect(new Set(places).size).toBe(3);
  });
});
