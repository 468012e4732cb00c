import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#common/constants.ts';
import type { TAddInventoryResult, TInventoryImportResult, TInventoryItem } from '#common/schemas/inventory.ts';
import { assertMatchesContract } from '#server/test/api-contract.ts';
import type { TestClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/harness.ts';
import { buildInventoryItems } from '#server/test/inventory-factories.ts';
import { buildTestPaints, type TestPaint } from './test-paints';

let t: TestApp;
let paint: Record<TestPaint, string>;

beforeAll(async () => {
  t = await createTestApp();
  paint = await buildTestPaints(t.db);
});

type ImportAnswer = TInventoryImportResult & { code?: string; message?: string };

/** A CSV body as a browser's fetch sends a file (the test client sends JSON only), its answer checked against the API's document. */
async function importCsv(client: TestClient | null, csv: string, contentType = 'text/csv') {
  const url = '/api/inventory/import';
  const res = await t.app.request(url, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': contentType, ...(client ? { cookie: client.cookieHeader() } : {}) },
    body: csv,
  });
  const body = (await res.json()) as ImportAnswer;
  await assertMatchesContract(t.app, { method: 'POST', url, status: res.status, contentType: res.headers.get('content-type'), body });
  return { status: res.status, body };
}

const listOf = async (who: BuiltUser) => (await who.client.get<TInventoryItem[]>('/api/inventory')).body;
/** What an item says of its paint and holding, whoever holds it. */
const held = ({ id: _id, cataloguePaintId: _link, buyLink: _buy, ...rest }: TInventoryItem) => rest;

describe('GET /api/inventory/export and POST /api/inventory/import', () => {
  it('round-trips: an export imported into another studio gives the same paints and holdings', async () => {
    const from = await buildUser(t);
    const adds = [
      { cataloguePaintId: paint.wnUltramarine, count: 2, level: 'low', note: 'Skies, "wet" into wet\nand washes' },
      { cataloguePaintId: paint.dsQuinacridoneGold, form: 'half pan', count: 0, wish: true },
      { paintName: '=SUM(A1)', hexCode: '#DF3A2B', pigmentCode: 'PB15:3, PG7', opacity: 'Transparent', form: 'other', level: 'empty' },
      {
        paintName: 'Burnt Sienna',
        manufacturer: 'Maker, Inc.',
        hexCode: '#8A3C1E',
        pigmentCode: 'PBr7 (sienna)',
        medium: 'Oil',
        form: 'pan',
      },
    ];
    for (const body of adds) expect((await from.client.post<TAddInventoryResult>('/api/inventory', body)).status).toBe(201);
    const exported = await from.client.get<string>('/api/inventory/export?format=csv');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="studio.csv"');
    expect(exported.body.split('\r\n')[0]).toBe(
      'Manufacturer,Paint name,Pigment codes,Hex,Medium,Series,Lightfastness,Opacity,Granulation,Staining,Form,Level,Count,Wish,Notes',
    );
    expect(exported.body).toContain("'=SUM(A1)");

    const to = await buildUser(t);
    const imported = await importCsv(to.client, exported.body);
    expect(imported).toEqual({ status: 200, body: { imported: 4, raised: 0, badRows: [] } });
    expect((await listOf(to)).map(held)).toEqual((await listOf(from)).map(held));

    // The same file again counts each paint once more.
    expect((await importCsv(to.client, exported.body)).body).toEqual({ imported: 0, raised: 4, badRows: [] });
    expect((await listOf(to)).map((item) => item.count)).toEqual([2, 2, 4, 0]);
  });

  it('imports all rows or none: every bad row comes back with its line and reason, and nothing changes', async () => {
    const painter = await buildUser(t);
    await buildInventoryItems(t.db, painter.user.id, [{ paintName: 'Kept', count: 3 }]);
    const before = await listOf(painter);
    const csv = [
      'paint_name;HEX;level;Count;wish;form',
      'Cerulean;#2A7AB0;half;2;no;tube',
      'Sky;#zzzzzz;full;1;no;tube',
      'Moss;#5A6B2E;brimming;1;no;tube',
      'Sand;#D8C39A;full;lots;no;tube',
      'Rose;#D6336C;full;1;maybe;tube',
      'Iron;#444444;full;1;no;bottle',
      ';#444444;full;1;no;tube',
    ].join('\n');
    const res = await importCsv(painter.client, csv);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'BAD_REQUEST',
      imported: 0,
      raised: 0,
      badRows: [
        { line: 3, reason: 'Hex: Hex must be # followed by six hex digits.' },
        { line: 4, reason: 'Level must be full, half, low or empty.' },
        { line: 5, reason: 'Count must be a whole number.' },
        { line: 6, reason: 'Wish must be yes or no.' },
        { line: 7, reason: 'Form must be tube, pan, half pan or other.' },
        { line: 8, reason: 'Paint name is required.' },
      ],
    });
    expect(res.body.message).toMatch(/^6 rows cannot be imported, so nothing was: line 3: Hex/);
    // A count raised past an item's limit stops the file too.
    const tooMany = await importCsv(painter.client, `Paint name,Hex,Count\nCerulean,#2A7AB0,2\nkept,#808080,${LIMITS.inventoryCountMax}`);
    expect(tooMany.body.badRows).toEqual([{ line: 3, reason: `An item counts at most ${LIMITS.inventoryCountMax} of its paint.` }]);
    expect(await listOf(painter)).toEqual(before);
  });

  it('reads a spreadsheet of its own: headers in any case, few columns, repeated rows added up', async () => {
    const painter = await buildUser(t);
    const csv = '\uFEFFName,hex,Manufacturer,Wishlist,Pigments\nPayne’s Grey,1c2833,W&N,yes,PB29 PBk6\npayne’s grey,#1C2833,w&n,,\n';
    const res = await importCsv(painter.client, csv);
    expect(res.body).toEqual({ imported: 1, raised: 0, badRows: [] });
    expect(await listOf(painter)).toEqual([
      expect.objectContaining({
        paintName: 'Payne’s Grey',
        hexCode: '#1C2833',
        pigmentCode: 'PB29 PBk6',
        count: 1,
        wish: true,
        form: 'tube',
      }),
    ]);
  });

  it('links each row that names one catalogue paint of its medium, for its Buy link, and raises what the studio holds of it', async () => {
    const painter = await buildUser(t);
    expect((await painter.client.post('/api/inventory', { cataloguePaintId: paint.wnUltramarine })).status).toBe(201);
    const csv = [
      'Paint name,Manufacturer,Hex,Medium,Form,Count',
      // The watercolour in pans: linked, with the file's own swatch.
      'french ultramarine,WINSOR & NEWTON,#20308A,Watercolor,pan,1',
      // The watercolour tube the studio holds, twice: raised by 2 + 1.
      'French Ultramarine,Winsor & Newton,#22398F,Watercolor,tube,2',
      'French Ultramarine,Winsor & Newton,#22398F,Watercolor,tube,1',
      // The oil of the same name is another paint.
      'French Ultramarine,Winsor & Newton,#2A2F6B,Oil,tube,1',
      // No medium: the maker sells it in two, so it names no one paint and stays by hand.
      'French Ultramarine,Winsor & Newton,#22398F,,pan,1',
      // No medium and one paint of that name: linked.
      'Quinacridone Gold,Daniel Smith,#C68A12,,tube,1',
      // Not in the catalogue.
      'Lunar Black,Daniel Smith,#1C1C1C,Watercolor,tube,1',
    ].join('\n');
    const res = await importCsv(painter.client, csv);
    expect(res.body).toEqual({ imported: 5, raised: 1, badRows: [] });
    const byKey = new Map((await listOf(painter)).map((item) => [`${item.paintName}|${item.medium}|${item.form}`, item]));
    expect(byKey.size).toBe(6);
    expect(byKey.get('French Ultramarine|Watercolor|tube')).toMatchObject({ cataloguePaintId: paint.wnUltramarine, count: 4 });
    expect(byKey.get('french ultramarine|Watercolor|pan')).toMatchObject({
      cataloguePaintId: paint.wnUltramarine,
      hexCode: '#20308A',
      buyLink: 'https://shop.example.com/wn-french-ultramarine',
    });
    expect(byKey.get('French Ultramarine|Oil|tube')).toMatchObject({ cataloguePaintId: paint.wnOilUltramarine, hexCode: '#2A2F6B' });
    expect(byKey.get('French Ultramarine|null|pan')).toMatchObject({ cataloguePaintId: null, buyLink: null });
    expect(byKey.get('Quinacridone Gold|null|tube')).toMatchObject({ cataloguePaintId: paint.dsQuinacridoneGold });
    expect(byKey.get('Lunar Black|Watercolor|tube')).toMatchObject({ cataloguePaintId: null, buyLink: null });
  });

  it("reads a maker as the catalogue writes it, however the file does ('W&N'), and links its paints", async () => {
    const painter = await buildUser(t);
    const csv = [
      'Paint name,Manufacturer,Hex,Medium,Form',
      'French Ultramarine,W&N,#22398F,Watercolor,half pan',
      'Phthalo Blue (Green Shade),daniel smith,#1B3F8B,Watercolor,tube',
      // A line of a maker of several is kept as written, a paint by hand.
      'Ultramarine,Cotman,#2B3A8F,Watercolor,tube',
    ].join('\n');
    expect((await importCsv(painter.client, csv)).body).toEqual({ imported: 3, raised: 0, badRows: [] });
    const byName = new Map((await listOf(painter)).map((item) => [item.paintName, item]));
    expect(byName.get('French Ultramarine')).toMatchObject({ manufacturer: 'Winsor & Newton', cataloguePaintId: paint.wnUltramarine });
    expect(byName.get('Phthalo Blue (Green Shade)')).toMatchObject({ manufacturer: 'Daniel Smith', cataloguePaintId: paint.dsPhthaloBlue });
    expect(byName.get('Ultramarine')).toMatchObject({ manufacturer: 'Cotman', cataloguePaintId: null });
  });

  it('refuses what is no CSV of paints, a file past the studio limit, and callers without a session', async () => {
    const painter = await buildUser(t);
    expect((await importCsv(painter.client, 'Colour,Code\nx,y')).status).toBe(400);
    expect((await importCsv(painter.client, '  ')).status).toBe(400);
    expect((await importCsv(painter.client, 'Paint name,Hex\nx,#123456', 'application/json')).status).toBe(415);
    expect((await importCsv(null, 'Paint name,Hex\nx,#123456')).status).toBe(401);
    await buildInventoryItems(
      t.db,
      painter.user.id,
      Array.from({ length: LIMITS.inventoryItemsMax - 1 }, (_, i) => ({ paintName: `Paint ${i}` })),
    );
    const over = await importCsv(painter.client, 'Paint name,Hex\nOne,#111111\nTwo,#222222');
    expect(over.status).toBe(403);
    expect(over.body.code).toBe('QUOTA_EXCEEDED');
    expect(await listOf(painter)).toHaveLength(LIMITS.inventoryItemsMax - 1);
    expect((await painter.client.get('/api/inventory/export?format=pdf')).status).toBe(400);
  });
});
