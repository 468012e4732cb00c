import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor, TImportResult } from '../../../common/schemas/color';
import { type TestClient } from '../../test/client';
import type { BuiltUser } from '../../test/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { buildOwnerStrangerAdmin, buildPalette } from '../../test/palette-factories';

let t: TestApp;
let owner: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;

/** A CSV body as a browser's fetch sends a file: the test client sends JSON only. */
async function send(client: TestClient | null, paletteId: string, csv: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/api/palettes/${paletteId}/import`, {
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
      { paintName: 'French Ultramarine', manufacturer: 'Winsor & Newton', pigmentCode: 'PB29', hexCode: '#2B3A8C', medium: 'Watercolor', seriesName: 'Professional', lightfastness: 'I-Excellent', granulation: 'Granulating', personalNotes: 'Skies, "wet" into wet\nand washes' },
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

  it('imports nothing when the palette lacks room, and says how many would fit', async () => {
    const paletteId = await newPalette({ rows: 1, columns: 1 });
    // One grid slot and 24 working-area cells: 25 places; 26 colors do not fit.
    const rows = Array.from({ length: 26 }, (_, i) => `Paint ${i},#${String(100000 + i)}`);
    const res = await send(owner.client, paletteId, ['Paint name,Hex', ...rows].join('\n'));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'CONFLICT', message: 'The palette has room for 25 of the 26 colors in the file; nothing was imported.' });
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
