import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyLinkOf, searchLink } from '#common/buy-links.ts';
import type { TAffiliateReport } from '#common/schemas/admin.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TPaintsPage } from '#common/schemas/paints.ts';
import type { TPublicConfig } from '#common/schemas/public-config.ts';
import { colors, paints } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

const TAG = 'studiowater-20';
const HEADER = ['Manufacturer', 'Paint Name', 'Series', 'Product Code', 'ASIN', 'Product URL'];
const tagged = (asin: string) => `https://www.amazon.com/dp/${asin}?tag=${TAG}`;

async function writeSheet(dir: string, file: string, rows: string[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(path.join(dir, file));
}

let dir: string;
let t: TestApp;
let admin: BuiltUser;
let artist: BuiltUser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'affiliate-'));
  await writeSheet(dir, 'daniel-smith.xlsx', [
    [
      'Daniel Smith',
      'Quinacridone Rose',
      'Extra Fine',
      '284600089',
      'B0DSQROSE1',
      'https://www.amazon.com/Daniel-Smith-Quinacridone/dp/B0DSQROSE1',
    ],
    ['Daniel Smith', 'Phthalo Blue (Green Shade)', 'Extra Fine', '284600017', 'B0DSPHGS01', ''],
    ['Daniel Smith', 'Buff Titanium', 'Extra Fine', '284600014', 'B0DSBUFF01', ''],
    ['Daniel Smith', 'Row without an ASIN', 'Extra Fine', '284600999', '', ''],
  ]);
  await writeSheet(dir, 'winsor-newton.xlsx', [
    ['Winsor & Newton', 'French Ultramarine', 'Professional Watercolour', '263', 'B0WNFUPRO1', ''],
    ['Winsor & Newton', 'French Ultramarine', 'Cotman Watercolour', '660', 'B0WNFUCOT1', ''],
  ]);
  t = await createTestApp({ AFFILIATE_DATA_DIR: dir, AFFILIATE_ASSOCIATE_TAG: TAG });
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
  artist = await buildUser(t);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const paint = (values: Partial<typeof paints.$inferInsert> & { paintName: string; manufacturer: string }) =>
  ({ medium: 'Watercolor', ...values }) satisfies typeof paints.$inferInsert;

describe('POST /api/admin/verify-affiliate-links', () => {
  it('is for admins only', async () => {
    expect((await createClient(t.app).post('/api/admin/verify-affiliate-links')).status).toBe(401);
    expect((await artist.client.post('/api/admin/verify-affiliate-links')).status).toBe(403);
  });

  it('replaces generic links, corrects or removes mismatches, leaves the rest, and changes nothing the second time', async () => {
    const ds = { manufacturer: 'Daniel Smith', seriesName: 'Extra Fine' };
    const [searchPage, noLink, correct, wrongProduct, notSold, otherBrand] = await t.db
      .insert(paints)
      .values([
        paint({
          ...ds,
          paintName: 'Quinacridone Rose',
          productCode: '284600089',
          affiliateLink: 'https://www.amazon.com/s?k=daniel+smith+quinacridone+rose',
        }),
        paint({ ...ds, paintName: 'Phthalo Blue (Green Shade)', productCode: '284600017' }),
        paint({
          manufacturer: 'Winsor & Newton',
          seriesName: 'Professional Watercolour',
          paintName: 'French Ultramarine',
          productCode: '263',
          affiliateLink: tagged('B0WNFUPRO1'),
        }),
        paint({
          manufacturer: 'Winsor & Newton',
          seriesName: 'Cotman Watercolour',
          paintName: 'French Ultramarine',
          productCode: '660',
          affiliateLink: tagged('B0WNFUPRO1'),
        }),
        paint({ ...ds, paintName: 'Moonglow', productCode: '284600130', affiliateLink: 'https://www.amazon.com/dp/B0DSMOON01' }),
        paint({ manufacturer: 'Holbein', paintName: 'Peacock Blue', affiliateLink: 'https://www.holbeinartistmaterials.com/' }),
      ])
      .returning({ id: paints.id });

    const palette = await buildPalette(t.db, { userId: artist.user.id });
    const [brandPage, cotman, discontinued, plain] = await t.db
      .insert(colors)
      .values([
        {
          paletteId: palette.id,
          position: 0,
          manufacturer: 'Daniel Smith',
          paintName: 'quinacridone rose',
          affiliateLink: 'https://danielsmith.com/',
        },
        {
          paletteId: palette.id,
          position: 1,
          manufacturer: 'Winsor & Newton',
          seriesName: 'Cotman Watercolour',
          paintName: 'French Ultramarine',
          affiliateLink: tagged('B0WNFUCOT1'),
        },
        {
          paletteId: palette.id,
          position: 2,
          manufacturer: 'Daniel Smith',
          paintName: 'Discontinued Violet',
          affiliateLink: 'https://www.amazon.com/dp/B0DSGONE01?tag=someone-else-20',
        },
        { paletteId: palette.id, position: 3, manufacturer: 'Daniel Smith', paintName: 'Buff Titanium' },
      ])
      .returning({ id: colors.id });

    const first = await admin.client.post<TAffiliateReport>('/api/admin/verify-affiliate-links');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ linksUpdated: 3, mismatchesResolved: 3 });

    const paintLink = async (row: { id: string } | undefined) =>
      (
        await t.db
          .select({ link: paints.affiliateLink })
          .from(paints)
          .where(eq(paints.id, row?.id ?? ''))
      )[0]?.link;
    const colorLink = async (row: { id: string } | undefined) =>
      (
        await t.db
          .select({ link: colors.affiliateLink })
          .from(colors)
          .where(eq(colors.id, row?.id ?? ''))
      )[0]?.link;
    expect(await paintLink(searchPage)).toBe(tagged('B0DSQROSE1').replace('/dp/', '/Daniel-Smith-Quinacridone/dp/'));
    expect(await paintLink(noLink)).toBe(tagged('B0DSPHGS01'));
    expect(await paintLink(correct)).toBe(tagged('B0WNFUPRO1'));
    expect(await paintLink(wrongProduct)).toBe(tagged('B0WNFUCOT1'));
    expect(await paintLink(notSold)).toBeNull();
    expect(await paintLink(otherBrand)).toBe('https://www.holbeinartistmaterials.com/');
    expect(await colorLink(brandPage)).toBe(tagged('B0DSQROSE1').replace('/dp/', '/Daniel-Smith-Quinacridone/dp/'));
    expect(await colorLink(cotman)).toBe(tagged('B0WNFUCOT1'));
    expect(await colorLink(discontinued)).toBeNull();
    expect(await colorLink(plain)).toBeNull();

    const second = await admin.client.post<TAffiliateReport>('/api/admin/verify-affiliate-links');
    expect(second.body).toEqual({ linksUpdated: 0, mismatchesResolved: 0 });
  });

  it('refuses to run without an associate tag, changing nothing', async () => {
    const untagged = await createTestApp({ AFFILIATE_DATA_DIR: dir });
    const someone = await buildUser(untagged);
    await makeAdmin(untagged.db, someone.user.id);
    const res = await someone.client.post<{ message: string }>('/api/admin/verify-affiliate-links');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/AFFILIATE_ASSOCIATE_TAG/);
  });
});

describe('Buy links where no product is verified (issue 42)', () => {
  const anyone = () => createClient(t.app);
  const buyLinks = async (manufacturer: string) => {
    const tag = (await anyone().get<TPublicConfig>('/api/config')).body.affiliateAssociateTag;
    const res = await anyone().get<TPaintsPage>(`/api/paints?manufacturer=${encodeURIComponent(manufacturer)}`);
    expect(res.status).toBe(200);
    return Object.fromEntries(res.body.paints.map((p) => [p.paintName, buyLinkOf(p, tag)]));
  };
  const storedLinks = async () => [
    ...(await t.db.select({ link: paints.affiliateLink }).from(paints)),
    ...(await t.db.select({ link: colors.affiliateLink }).from(colors)),
  ];

  it('gives a paint of a maker without product links the retailer search with the tag, keeps a verified link, and stores no search', async () => {
    expect((await anyone().get<TPublicConfig>('/api/config')).body.affiliateAssociateTag).toBe(TAG);
    await t.db
      .insert(paints)
      .values([
        paint({ manufacturer: 'Roman Szmal', seriesName: 'Aquarius', paintName: 'Ultramarine Blue (Deep)' }),
        paint({ manufacturer: 'Daniel Smith', seriesName: 'Extra Fine', paintName: 'Buff Titanium', productCode: '284600014' }),
      ]);
    const szmal = 'https://www.amazon.com/s?k=Roman+Szmal+Aquarius+Ultramarine+Blue+%28Deep%29+Watercolor&tag=studiowater-20';
    const searchFirst = await buyLinks('Daniel Smith');
    expect(searchFirst['Buff Titanium']).toEqual({ kind: 'search', href: expect.stringContaining('/s?k=Daniel+Smith+Extra+Fine+Buff') });

    const verified = await admin.client.post<TAffiliateReport>('/api/admin/verify-affiliate-links');
    expect(verified.status).toBe(200);
    expect((await buyLinks('Daniel Smith'))['Buff Titanium']).toEqual({ kind: 'product', href: tagged('B0DSBUFF01') });
    expect((await buyLinks('Roman Szmal'))['Ultramarine Blue (Deep)']).toEqual({ kind: 'search', href: szmal });
    // Only verified (or admin-set) links are stored: a search is made where it is shown.
    expect((await storedLinks()).filter(({ link }) => link?.includes('/s?'))).toEqual([]);
  });

  it("replaces a color's stored search link by the product link once one is verified", async () => {
    const palette = await buildPalette(t.db, { userId: artist.user.id });
    const buff = { manufacturer: 'Daniel Smith', seriesName: 'Extra Fine', paintName: 'Buff Titanium', medium: 'Watercolor' as const };
    const search = searchLink(buff, TAG);
    expect(search).not.toBeNull();
    const added = await admin.client.post<TColor>('/api/colors', {
      paletteId: palette.id,
      position: 0,
      ...buff,
      hexCode: '#E6D6B8',
      affiliateLink: search,
    });
    expect(added.status).toBe(201);
    expect(buyLinkOf(added.body, TAG)?.href).toBe(search);

    expect((await admin.client.post('/api/admin/verify-affiliate-links')).status).toBe(200);
    const listed = await artist.client.get<TColor[]>(`/api/colors/palette/${palette.id}`);
    const color = listed.body.find((c) => c.id === added.body.id);
    expect(color && buyLinkOf(color, TAG)).toEqual({ kind: 'product', href: tagged('B0DSBUFF01') });
  });
});
