import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TShoppingList } from '#common/schemas/inventory.ts';
import { paints } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildInventoryItems } from '#server/test/inventory-factories.ts';
import { buildOwnerStrangerAdmin } from '#server/test/palette-factories.ts';

const TAG = 'studiowater-20';

let t: TestApp;
let sheets: string;
let owner: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;

beforeAll(async () => {
  sheets = await mkdtemp(path.join(os.tmpdir(), 'shopping-affiliate-'));
  t = await createTestApp({ AFFILIATE_DATA_DIR: sheets, AFFILIATE_ASSOCIATE_TAG: TAG });
  ({ owner, stranger, admin } = await buildOwnerStrangerAdmin(t));
});

afterAll(async () => {
  await rm(sheets, { recursive: true, force: true });
});

const listOf = (user: BuiltUser) => user.client.get<TShoppingList>('/api/shopping-list');

/** The list as names by maker: what a reader of it sees first. */
const namesByMaker = (list: TShoppingList) => list.groups.map((group) => [group.manufacturer, group.items.map((item) => item.paintName)]);

const itemsOf = (list: TShoppingList) => list.groups.flatMap((group) => group.items);

describe('GET /api/shopping-list: who reads it', () => {
  it('answers 401 without a session and each signed-in person (an admin too) only their own list', async () => {
    expect((await createClient(t.app).get('/api/shopping-list')).status).toBe(401);
    await buildInventoryItems(t.db, owner.user.id, [{ paintName: 'Owner’s wish', wish: true, count: 0 }]);
    await buildInventoryItems(t.db, stranger.user.id, [{ paintName: 'Stranger’s wish', wish: true, count: 0 }]);
    await buildInventoryItems(t.db, admin.user.id, [{ paintName: 'Admin’s empty tube', level: 'empty' }]);
    for (const [user, name] of [
      [owner, 'Owner’s wish'],
      [stranger, 'Stranger’s wish'],
      [admin, 'Admin’s empty tube'],
    ] as const) {
      const res = await listOf(user);
      expect(res.status).toBe(200);
      expect(itemsOf(res.body).map((item) => item.paintName)).toEqual([name]);
    }
  });
});

describe('GET /api/shopping-list: what it holds', () => {
  it('holds wishes and paints held at low or empty, a wish named first as the reason, and nothing else', async () => {
    const painter = await buildUser(t);
    await buildInventoryItems(t.db, painter.user.id, [
      { paintName: 'A wish not yet bought', wish: true, count: 0 },
      { paintName: 'B running low', level: 'low', count: 2 },
      { paintName: 'C empty tube', level: 'empty' },
      { paintName: 'D low and wished for', level: 'low', wish: true },
      { paintName: 'E full', level: 'full' },
      { paintName: 'F half', level: 'half' },
      { paintName: 'G none left, not wanted', level: 'empty', count: 0 },
    ]);
    const list = (await listOf(painter)).body;
    expect(itemsOf(list).map((item) => [item.paintName, item.reason])).toEqual([
      ['A wish not yet bought', 'wish'],
      ['B running low', 'low'],
      ['C empty tube', 'empty'],
      ['D low and wished for', 'wish'],
    ]);
    expect(list.shareToken).toBeNull();
  });

  it('groups by maker alphabetically in any case (named as its first paint spells it), paints without a maker last, names in order', async () => {
    const painter = await buildUser(t);
    const wish = { wish: true, count: 0 };
    await buildInventoryItems(t.db, painter.user.id, [
      { ...wish, paintName: 'Potter’s Pink', manufacturer: 'winsor & Newton' },
      { ...wish, paintName: 'my own mix', manufacturer: null },
      { ...wish, paintName: 'Quinacridone Rose', manufacturer: 'daniel smith' },
      { ...wish, paintName: 'buff Titanium', manufacturer: 'Daniel Smith' },
      { ...wish, paintName: 'Cobalt Blue', manufacturer: 'Winsor & Newton', form: 'half pan' },
      { ...wish, paintName: 'Indanthrone Blue', manufacturer: 'Schmincke' },
      { ...wish, paintName: 'Another by hand', manufacturer: null },
    ]);
    expect(namesByMaker((await listOf(painter)).body)).toEqual([
      ['Daniel Smith', ['buff Titanium', 'Quinacridone Rose']],
      ['Schmincke', ['Indanthrone Blue']],
      ['Winsor & Newton', ['Cobalt Blue', 'Potter’s Pink']],
      [null, ['Another by hand', 'my own mix']],
    ]);
  });

  it('marks a paint wanted whose single pigment the person already holds in the same medium', async () => {
    const painter = await buildUser(t);
    const [ownedUltramarine] = await buildInventoryItems(t.db, painter.user.id, [
      { paintName: 'French Ultramarine', manufacturer: 'Winsor & Newton', pigmentCode: 'PB29', medium: 'Watercolor' },
      { paintName: 'Hansa Yellow Medium', manufacturer: 'Daniel Smith', pigmentCode: 'PY97, PW6', medium: 'Watercolor' },
      { paintName: 'Quinacridone Rose', manufacturer: 'Daniel Smith', pigmentCode: 'PV19', medium: 'Watercolor', count: 0, wish: true },
    ]);
    const wish = { wish: true, count: 0, medium: 'Watercolor' };
    await buildInventoryItems(t.db, painter.user.id, [
      { ...wish, paintName: 'Ultramarine Blue', manufacturer: 'Schmincke', pigmentCode: 'P.B. 29', medium: 'watercolor' },
      { ...wish, paintName: 'Ultramarine (acrylic)', manufacturer: 'Golden', pigmentCode: 'PB29', medium: 'Acrylic' },
      { ...wish, paintName: 'Quinacridone Gold', manufacturer: 'Daniel Smith', pigmentCode: 'PO48, PB29' },
      { ...wish, paintName: 'Hansa Yellow Light', manufacturer: 'Daniel Smith', pigmentCode: 'PY97' },
      { ...wish, paintName: 'Permanent Rose', manufacturer: 'Winsor & Newton', pigmentCode: 'PV19' },
      { paintName: 'French Ultramarine pan', manufacturer: 'Winsor & Newton', pigmentCode: 'PB29', level: 'low', form: 'pan' },
    ]);
    const marks = Object.fromEntries(itemsOf((await listOf(painter)).body).map((item) => [item.paintName, item.ownedSamePigment]));
    expect(marks).toEqual({
      // Any spelling of the code, any case of the medium.
      'Ultramarine Blue': {
        itemId: ownedUltramarine?.id,
        paintName: 'French Ultramarine',
        manufacturer: 'Winsor & Newton',
        pigmentCode: 'PB29',
      },
      // Another medium; a mix; a pigment held only in a mix; one only wished for too; one held (a restock).
      'Ultramarine (acrylic)': null,
      'Quinacridone Gold': null,
      'Hansa Yellow Light': null,
      'Quinacridone Rose': null,
      'Permanent Rose': null,
      'French Ultramarine pan': null,
    });
  });
});

async function writeSheet(file: string, rows: string[][]) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Products').addRows([['Manufacturer', 'Paint Name', 'Series', 'Product Code', 'ASIN', 'Product URL'], ...rows]);
  await workbook.xlsx.writeFile(path.join(sheets, file));
}

describe('GET /api/shopping-list: Buy links', () => {
  it('gives each paint from the catalogue the catalogue’s link as it stands, corrected by the affiliate verification', async () => {
    const painter = await buildUser(t);
    const [rose] = await t.db
      .insert(paints)
      .values({
        paintName: 'Quinacridone Rose',
        manufacturer: 'Daniel Smith',
        seriesName: 'Extra Fine',
        productCode: '284600084',
        pigmentCodes: ['PV19'],
        hexCode: '#D4245E',
        medium: 'Watercolor',
        affiliateLink: 'https://www.amazon.com/s?k=daniel+smith+quinacridone+rose',
      })
      .returning();
    if (!rose) throw new Error('The catalogue paint was not stored.');
    const { paintName, manufacturer } = rose;
    await buildInventoryItems(t.db, painter.user.id, [
      { cataloguePaintId: rose.id, paintName, manufacturer, hexCode: '#D4245E', pigmentCode: 'PV19', wish: true, count: 0 },
      { paintName: 'Mixed by hand', wish: true, count: 0 },
    ]);
    const links = async () => itemsOf((await listOf(painter)).body).map((item) => [item.paintName, item.buyLink]);
    expect(await links()).toEqual([
      ['Quinacridone Rose', 'https://www.amazon.com/s?k=daniel+smith+quinacridone+rose'],
      ['Mixed by hand', null],
    ]);

    await writeSheet('daniel-smith.xlsx', [['Daniel Smith', 'Quinacridone Rose', 'Extra Fine', '284600084', 'B0DSQROSE1', '']]);
    const verified = await admin.client.post('/api/admin/verify-affiliate-links');
    expect(verified.status).toBe(200);
    const [stored] = await t.db.select({ link: paints.affiliateLink }).from(paints).where(eq(paints.id, rose.id));
    expect(stored?.link).toMatch(new RegExp(`/dp/B0DSQROSE1.*tag=${TAG}`));
    expect(await links()).toEqual([
      ['Quinacridone Rose', stored?.link],
      ['Mixed by hand', null],
    ]);
  });
});

describe('GET /api/shopping-list: cost', () => {
  it('answers a list of 300 paints of many makers with as many queries as a list of one', async () => {
    const few = await buildUser(t);
    await buildInventoryItems(t.db, few.user.id, [{ wish: true, count: 0, pigmentCode: 'PB29' }]);
    const many = await buildUser(t);
    await buildInventoryItems(
      t.db,
      many.user.id,
      Array.from({ length: 300 }, (_, i) => ({
        manufacturer: `Maker ${i % 13}`,
        pigmentCode: `PR${(i % 40) + 1}`,
        ...(i % 3 === 0 ? { count: 1 } : i % 3 === 1 ? { wish: true, count: 0 } : { level: 'low' as const }),
      })),
    );
    const count = async (user: BuiltUser) => {
      const before = t.queries.count;
      const res = await listOf(user);
      return { queries: t.queries.count - before, list: res.body };
    };
    const one = await count(few);
    const lots = await count(many);
    expect(itemsOf(one.list)).toHaveLength(1);
    expect(lots.list.groups).toHaveLength(13);
    expect(itemsOf(lots.list)).toHaveLength(200);
    expect(itemsOf(lots.list).filter((item) => item.ownedSamePigment !== null).length).toBeGreaterThan(0);
    expect(lots.queries).toBe(one.queries);
  });
});
