import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor, TImportResult } from '#common/schemas/color.ts';
import { type TestClient } from '#server/test/client.ts';
import type { BuiltUser } from '#server/test/factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/harness.ts';
import { buildOwnerStrangerAdmin, buildPalette } from '#server/test/palette-factories.ts';

let t: TestApp;
let owner: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;

/** A CSV body as a browser's fetch sends a file: the test client sends JSON only. */
async function send(
  client: TestClient | null,
  paletteId: string,
  csv: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
  query = '',
) {
  const res = await t.app.request(`/api/palettes/${paletteId}/import${query}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'text/csv', ...(client ? { cookie: client.cookieHeader() } : {}), ...headers },
    body: csv,
  });
  return { status: res.status, body: (await res.json()) as TImportResult & { code?: string; message?: string } };
}

const colorsOf = async (paletteId: string) => (await owner.client.get<TColor[]>(`/api/colors/palette/${paletteId}`)).body;
const newPalette = async (size: { rows: number; columns: number } = { rows: 2, columns: 4 }) =>
  (await buildPalette(t.db, { userId: owner.user.id, ...size })).id;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, stranger, admin } = await buildOwnerStrangerAdmin(t));
});

describe('POST /api/palettes/{id}/import', () => {
  it('takes back what the export gives: every field, in order, into free places', async () => {
    const from = await newPalette();
    const paints = [
      {
        paintName: 'French Ultramarine',
        manufacturer: 'Winsor & Newton',
        pigmentCode: 'PB29',
        hexCode: '#2B3A8C',
        medium: 'Watercolor',
        seriesName: 'Professional',
        lightfastness: 'I-Excellent',
        granulation: 'Granulating',
        personalNotes: 'Skies, "wet" into wet\nand washes',
      },
      { paintName: '=SUM(A1)', hexCode: '#DF3A2B', pigmentCode: 'PB15:3, PG7', opacity: 'Transparent', staining: 'Staining' },
      { paintName: 'Burnt Sienna', hexCode: '#8A3C1E', pigmentCode: 'PBr7 (sienna) + PW6', medium: 'Oil' },
    ];
    for (const paint of paints) expect((await owner.client.post('/api/colors', { paletteId: from, ...paint })).status).toBe(201);
    const csv = (await owner.client.get<string>(`/api/palettes/${from}/export?format=csv`)).body;
    const to = await newPalette();
    const res = await send(owner.client, to, csv);
    expect(res.status).toBe(200);
    expect(res.body.badRows).toEqual([]);
    const fields = (color: TColor) => {
      const { id: _id, paletteId: _palette, ...rest } = color;
      return rest;
    };
    expect((await colorsOf(to)).map(fields)).toEqual((await colorsOf(from)).map(fields));
    expect(res.body.imported.map((color) => color.position)).toEqual([0, 1, 2]);
    expect(res.body.placedElsewhere).toEqual([]);
  });

  it('puts each color back where it was, grid slot or working-area cell, from the export for Excel too', async () => {
    const from = await newPalette();
    const places = [
      { paintName: 'Quinacridone Rose', hexCode: '#C7325E', position: 6 },
      { paintName: 'Ультрамарин', hexCode: '#2B3A8C', position: 2 },
      { paintName: '群青', hexCode: '#3A4BA0', isInWorkingArea: true, workingAreaRow: 3, workingAreaColumn: 5 },
      { paintName: 'Sap Green', hexCode: '#4F6B2A', isInWorkingArea: true, workingAreaRow: 0, workingAreaColumn: 1 },
    ];
    for (const color of places) expect((await owner.client.post('/api/colors', { paletteId: from, ...color })).status).toBe(201);
    const where = (colors: TColor[]) =>
      colors.map((c) => [c.paintName, c.isInWorkingArea, c.position, c.workingAreaPosition, c.workingAreaRow, c.workingAreaColumn]);
    for (const query of ['format=csv', 'format=csv&excel=true']) {
      const res = await t.app.request(`/api/palettes/${from}/export?${query}`, {
        headers: { origin: TEST_ORIGIN, cookie: owner.client.cookieHeader() },
      });
      // The body as the browser sends the chosen file: byte for byte, byte order mark and all.
      const to = await newPalette();
      const imported = await send(owner.client, to, new Uint8Array(await res.arrayBuffer()));
      expect(imported.status, query).toBe(200);
      expect(imported.body.placedElsewhere).toEqual([]);
      expect(where(await colorsOf(to))).toEqual(where(await colorsOf(from)));
      expect(where(await colorsOf(to))).toEqual([
        ['Ультрамарин', false, 2, null, null, null],
        ['Quinacridone Rose', false, 6, null, null, null],
        ['Sap Green', true, null, 1, 0, 1],
        ['群青', true, null, 23, 3, 5],
      ]);
    }
  });

  it('puts a color whose place is taken, outside the grid, asked twice or unreadable in a free place, and says so', async () => {
    const paletteId = await newPalette({ rows: 1, columns: 3 });
    await owner.client.post('/api/colors', { paletteId, paintName: 'Already here', hexCode: '#808080', position: 0 });
    const csv = [
      'Paint name,Hex,Place,Slot,Working area row,Working area column',
      'Taken,#111111,Grid,1,,',
      'Outside,#222222,Grid,9,,',
      'Kept,#333333,Grid,3,,',
      'Twice,#444444,grid,3,,',
      'Aside,#555555,Working area,,2,2',
      'Nowhere,#666666,Shelf,,,',
      'Row 7,#777777,,,7,1',
      'Implied,#888888,,,1,1',
    ].join('\r\n');
    const res = await send(owner.client, paletteId, csv);
    expect(res.status).toBe(200);
    expect(res.body.imported.map((c) => [c.paintName, c.position, c.workingAreaRow, c.workingAreaColumn])).toEqual([
      ['Taken', 1, null, null],
      ['Outside', null, 0, 1],
      ['Kept', 2, null, null],
      ['Twice', null, 0, 2],
      ['Aside', null, 1, 1],
      ['Nowhere', null, 0, 3],
      ['Row 7', null, 0, 4],
      ['Implied', null, 0, 0],
    ]);
    expect(res.body.placedElsewhere).toEqual([
      { line: 2, paintName: 'Taken', reason: 'Grid slot 1 is taken; it goes to grid slot 2.' },
      { line: 3, paintName: 'Outside', reason: 'Grid slot 9 is outside this 1 × 3 grid; it goes to working area row 1, column 2.' },
      { line: 5, paintName: 'Twice', reason: "Grid slot 3 is line 4's place too; it goes to working area row 1, column 3." },
      { line: 7, paintName: 'Nowhere', reason: 'Place "Shelf" is neither Grid nor Working area; it goes to working area row 1, column 4.' },
      {
        line: 8,
        paintName: 'Row 7',
        reason: 'Working area row "7" is not one of its rows 1 to 4; it goes to working area row 1, column 5.',
      },
    ]);
  });

  it('reads a file Excel saved with semicolons (where the decimal separator is a comma) and a byte order mark', async () => {
    const paletteId = await newPalette();
    const csv = '\uFEFFPaint name;Hex;Pigment codes;Place;Slot\r\n"Caput Mortuum; violet";#5A2E2E;PR101;Grid;5\r\n';
    const res = await send(owner.client, paletteId, csv);
    expect(res.status).toBe(200);
    expect(res.body.imported.map((c) => [c.paintName, c.hexCode, c.pigmentCode, c.position])).toEqual([
      ['Caput Mortuum; violet', '#5A2E2E', 'PR101', 4],
    ]);
  });

  it('matches headers in any case, with spaces or underscores; needs only a name and a hex; says which rows were bad', async () => {
    const paletteId = await newPalette({ rows: 1, columns: 2 });
    await owner.client.post('/api/colors', { paletteId, paintName: 'Already here', hexCode: '#808080', position: 0 });
    const csv = [
      'PAINT_NAME,hex,Pigment Codes,medium,Unknown column',
      'Quinacridone Rose,c7325e,pv19,watercolor,ignored',
      ',#123456,,,',
      'Sap Green,#4F6B2A,PG7 PY110,Oil Paint,',
      'Bad Hex,#12345G,,,',
      '"Two',
      'lines",#101010,,Fresco,',
      'Naples Yellow,#F4D98B,"pw 6, P.Y. 35",,',
    ].join('\n');
    const res = await send(owner.client, paletteId, csv);
    expect(res.status).toBe(200);
    expect(res.body.badRows).toEqual([
      { line: 3, reason: 'Paint name is required.' },
      { line: 5, reason: 'Hex: Hex must be # followed by six hex digits.' },
      { line: 6, reason: expect.stringMatching(/^Medium: /) },
    ]);
    // The one free grid slot first, then the working area's cells in order.
    expect(res.body.imported.map((c) => [c.paintName, c.hexCode, c.pigmentCode, c.medium, c.position, c.workingAreaPosition])).toEqual([
      ['Quinacridone Rose', '#C7325E', 'PV19', 'Watercolor', 1, null],
      // Codes in standard form, separated as written; a palette's 'Oil Paint' is the color medium 'Oil'.
      ['Sap Green', '#4F6B2A', 'PG7 PY110', 'Oil', null, 0],
      ['Naples Yellow', '#F4D98B', 'PW6, PY35', null, null, 1],
    ]);
    expect(await colorsOf(paletteId)).toHaveLength(4);
  });

  // Issue 27: the painter sees what a file will do, bad lines included, before anything changes.
  it('previews an import: the answer importing would give, bad rows included, and nothing written', async () => {
    const paletteId = await newPalette();
    expect((await owner.client.post('/api/colors', { paletteId, paintName: 'Already here', hexCode: '#101010', position: 0 })).status).toBe(
      201,
    );
    const before = (await owner.client.get<{ updatedAt: string }>(`/api/palettes/${paletteId}`)).body.updatedAt;
    const csv = 'Paint name,Hex,Slot\nCobalt Blue,#0047AB,1\nBad Hex,#zzzzzz,\nQuinacridone Gold,#C07A1E,3\n';
    const preview = await send(owner.client, paletteId, csv, {}, '?preview=true');
    expect(preview.status).toBe(200);
    expect(preview.body.badRows).toEqual([{ line: 3, reason: 'Hex: Hex must be # followed by six hex digits.' }]);
    expect(preview.body.placedElsewhere).toEqual([expect.objectContaining({ line: 2, paintName: 'Cobalt Blue' })]);
    expect(await colorsOf(paletteId)).toHaveLength(1);
    expect((await owner.client.get<{ updatedAt: string }>(`/api/palettes/${paletteId}`)).body.updatedAt).toBe(before);

    const applied = await send(owner.client, paletteId, csv);
    const placeOf = (color: TColor) => [color.paintName, color.hexCode, color.position, color.isInWorkingArea];
    expect(applied.body.imported.map(placeOf)).toEqual(preview.body.imported.map(placeOf));
    expect(applied.body.badRows).toEqual(preview.body.badRows);
    expect(await colorsOf(paletteId)).toHaveLength(3);
    // A preview is the editors' too (a private palette is not there for anyone else).
    expect((await send(stranger.client, paletteId, csv, {}, '?preview=true')).status).toBe(404);
    expect((await send(null, paletteId, csv, {}, '?preview=true')).status).toBe(401);
    expect((await send(owner.client, paletteId, csv, {}, '?preview=maybe')).status).toBe(400);
  });

  it('imports nothing when the palette lacks room, and says how many would fit', async () => {
    const paletteId = await newPalette({ rows: 1, columns: 1 });
    // One grid slot and 24 working-area cells: 25 places; 26 colors do not fit.
    const rows = Array.from({ length: 26 }, (_, i) => `Paint ${i},#${String(100000 + i)}`);
    const res = await send(owner.client, paletteId, ['Paint name,Hex', ...rows].join('\n'));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'CONFLICT',
      message: 'The palette has room for 25 of the 26 colors in the file; nothing was imported.',
    });
    expect(await colorsOf(paletteId)).toEqual([]);
    expect((await send(owner.client, paletteId, ['Paint name,Hex', ...rows.slice(1)].join('\n'))).body.imported).toHaveLength(25);
  });

  it('is for the palette’s editors, as text/csv from the app’s own pages, and refuses what is no palette CSV', async () => {
    const paletteId = await newPalette();
    const csv = 'Paint name,Hex\nIndigo,#2E3A59\n';
    expect((await send(null, paletteId, csv)).status).toBe(401);
    expect((await send(stranger.client, paletteId, csv)).status).toBe(404);
    expect((await send(admin.client, paletteId, csv)).status).toBe(200);
    expect((await send(owner.client, paletteId, csv, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await send(owner.client, paletteId, csv, { 'content-type': 'application/json' })).status).toBe(415);
    for (const bad of ['', 'Name only\nIndigo\n', 'Paint name,Hex\n"Indigo,#2E3A59\n']) {
      const res = await send(owner.client, paletteId, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
    }
    expect((await send(owner.client, '00000000-0000-4000-8000-000000000000', csv)).status).toBe(404);
    // Only the admin's import landed: every refused one changed nothing.
    expect((await colorsOf(paletteId)).map((color) => color.paintName)).toEqual(['Indigo']);
  });
});
