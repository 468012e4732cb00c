import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { colors, paints } from '#server/db/schema/index.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

const TAG = 'studiowater-20';
const GENERIC = 'https://www.amazon.com/s?k=daniel+smith+buff+titanium';
const TAGGED = `https://www.amazon.com/dp/B0DSBUFF01?tag=${TAG}`;

let dir: string;
let t: TestApp;
let admin: BuiltUser;
let artist: BuiltUser;
let buffTitanium: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-link-'));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(['Manufacturer', 'Paint Name', 'Series', 'Product Code', 'ASIN', 'Product URL']);
  sheet.addRow(['Daniel Smith', 'Buff Titanium', 'Extra Fine', '284600014', 'B0DSBUFF01', '']);
  await workbook.xlsx.writeFile(path.join(dir, 'daniel-smith.xlsx'));
  t = await createTestApp({ AFFILIATE_DATA_DIR: dir, AFFILIATE_ASSOCIATE_TAG: TAG });
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
  artist = await buildUser(t);
  const [paint] = await t.db
    .insert(paints)
    .values({
      manufacturer: 'Daniel Smith',
      seriesName: 'Extra Fine',
      paintName: 'Buff Titanium',
      productCode: '284600014',
      medium: 'Watercolor',
      affiliateLink: GENERIC,
    })
    .returning({ id: paints.id });
  buffTitanium = paint?.id ?? '';
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const picked = { paintName: 'Buff Titanium', manufacturer: 'Daniel Smith', hexCode: '#E6D6B8' };
const storedLink = async (id: string) => (await t.db.select({ link: colors.affiliateLink }).from(colors).where(eq(colors.id, id)))[0]?.link;

describe('a color picked from the catalogue', () => {
  it("shows the catalogue paint's Buy link in every answer, corrected for every user by verification", async () => {
    const palette = await buildPalette(t.db, { userId: artist.user.id });
    // The spec's client sends empty optional fields as null or "": from a painter, that is no link.
    const added = await artist.client.post<TColor>('/api/colors', {
      paletteId: palette.id,
      ...picked,
      cataloguePaintId: buffTitanium,
      affiliateLink: null,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ cataloguePaintId: buffTitanium, affiliateLink: GENERIC });
    expect(await storedLink(added.body.id)).toBeNull();
    const edited = await artist.client.put<TColor>(`/api/colors/${added.body.id}`, { personalNotes: 'glazes well', affiliateLink: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.affiliateLink).toBe(GENERIC);
    expect((await artist.client.put(`/api/colors/${added.body.id}`, { affiliateLink: 'https://example.com/mine' })).status).toBe(403);

    const verified = await admin.client.post('/api/admin/verify-affiliate-links');
    expect(verified.status).toBe(200);
    const listed = await artist.client.get<TColor[]>(`/api/colors/palette/${palette.id}`);
    expect(listed.body.find((c) => c.id === added.body.id)?.affiliateLink).toBe(TAGGED);
    const moved = await artist.client.put<TColor[]>('/api/colors/positions', [{ id: added.body.id, position: 5 }]);
    expect(moved.body).toEqual([expect.objectContaining({ position: 5, affiliateLink: TAGGED, cataloguePaintId: buffTitanium })]);
    // Its copies keep the link to the catalogue.
    const copy = await artist.client.post<TPalette>(`/api/palettes/${palette.id}/duplicate`);
    expect(copy.status).toBe(201);
    const copied = await artist.client.get<TColor[]>(`/api/colors/palette/${copy.body.id}`);
    expect(copied.body).toEqual([expect.objectContaining({ cataloguePaintId: buffTitanium, affiliateLink: TAGGED })]);
  });

  it("keeps an admin's own link on the color over the paint's, and loses the paint's when unlinked", async () => {
    const palette = await buildPalette(t.db, { userId: admin.user.id });
    const own = 'https://shop.example.com/buff-titanium';
    const added = await admin.client.post<TColor>('/api/colors', {
      paletteId: palette.id,
      ...picked,
      cataloguePaintId: buffTitanium,
      affiliateLink: own,
    });
    expect(added.body.affiliateLink).toBe(own);
    const cleared = await admin.client.put<TColor>(`/api/colors/${added.body.id}`, { affiliateLink: null });
    const [paint] = await t.db.select({ link: paints.affiliateLink }).from(paints).where(eq(paints.id, buffTitanium));
    expect(paint?.link).toMatch(/^https:/);
    expect(cleared.body.affiliateLink).toBe(paint?.link);
    const unlinked = await admin.client.put<TColor>(`/api/colors/${added.body.id}`, { cataloguePaintId: null });
    expect(unlinked.body).toMatchObject({ cataloguePaintId: null, affiliateLink: null });
  });

  it('refuses a paint the catalogue does not hold, storing nothing', async () => {
    const palette = await buildPalette(t.db, { userId: artist.user.id });
    const res = await artist.client.post<{ code: string }>('/api/colors', {
      paletteId: palette.id,
      ...picked,
      cataloguePaintId: randomUUID(),
    });
    expect(res.status).toBe(400);
    expect(await t.db.select().from(colors).where(eq(colors.paletteId, palette.id))).toEqual([]);
    expect((await artist.client.post('/api/colors', { paletteId: palette.id, ...picked, cataloguePaintId: 'not-an-id' })).status).toBe(400);
  });
});
