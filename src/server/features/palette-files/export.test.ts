import ase from 'ase-util';
import { parse } from 'csv-parse/sync';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { colors } from '../../db/schema';
import { createClient, type TestClient } from '../../test/client';
import type { BuiltUser } from '../../test/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { buildOwnerStrangerAdmin, buildPalette } from '../../test/palette-factories';

let t: TestApp;
let owner: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;
let paletteId: string;

const COLORS = [
  { paintName: 'French Ultramarine', manufacturer: 'Winsor & Newton', pigmentCode: 'PB29', hexCode: '#2B3A8C', lightfastness: 'I-Excellent', granulation: 'Granulating', personalNotes: 'Sky, with "burnt" sienna' },
  { paintName: 'Phthalo Turquoise', manufacturer: 'Schmincke', pigmentCode: 'pb15:3 pg7', hexCode: '#00757F', staining: 'Staining', position: 3 },
  { paintName: '=HYPERLINK("http://evil.example")', hexCode: '#DF3A2B', isInWorkingArea: true, workingAreaPosition: 2, workingAreaRow: 0, workingAreaColumn: 2 },
];

/** The raw answer: swatch files are bytes, which the JSON-minded test client would decode as text. */
async function download(client: TestClient | null, query: string, id = paletteId) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (client) headers.cookie = client.cookieHeader();
  const res = await t.app.request(`/api/palettes/${id}/export?${query}`, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, stranger, admin } = await buildOwnerStrangerAdmin(t));
  paletteId = (await buildPalette(t.db, { userId: owner.user.id, name: 'Ghost Ranch: Summer/2026', rows: 2, columns: 4 })).id;
  for (const color of COLORS) {
    const res = await owner.client.post('/api/colors', { paletteId, ...color });
    expect(res.status).toBe(201);
  }
});

describe('GET /api/palettes/{id}/export', () => {
  it('gives Adobe Swatch Exchange: one group named for the palette, a swatch per color named with its pigments', async () => {
    const file = await download(owner.client, 'format=ase');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Ghost Ranch Summer 2026.ase"; filename*=UTF-8''Ghost%20Ranch%20Summer%202026.ase`);
    // The published layout: signature, version 1.0, then as many blocks as it says (group start, 3 colors, group end).
    expect(file.bytes.toString('ascii', 0, 4)).toBe('ASEF');
    expect([file.bytes.readUInt16BE(4), file.bytes.readUInt16BE(6), file.bytes.readUInt32BE(8)]).toEqual([1, 0, 5]);
    const [group, ...rest] = ase.read(file.bytes);
    expect(rest).toEqual([]);
    expect(group?.type).toBe('group');
    expect(group?.name).toBe('Ghost Ranch: Summer/2026');
    const swatches = group?.type === 'group' ? group.entries : [];
    const byte = (value: number) => Math.round(value * 255).toString(16).padStart(2, '0').toUpperCase();
    expect(swatches.map(({ name, color }) => [name, color.model, `#${byte(color.r)}${byte(color.g)}${byte(color.b)}`, color.type])).toEqual([
      ['French Ultramarine (PB29)', 'RGB', '#2B3A8C', 'normal'],
      ['Phthalo Turquoise (PB15:3, PG7)', 'RGB', '#00757F', 'normal'],
      ['=HYPERLINK("http://evil.example")', 'RGB', '#DF3A2B', 'normal'],
    ]);
  });

  it('gives a GIMP, Krita and Inkscape palette', async () => {
    const file = await download(owner.client, 'format=gpl');
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain('filename="Ghost Ranch Summer 2026.gpl"');
    const [magic, ...lines] = file.bytes.toString('utf8').split('\n');
    expect(magic).toBe('GIMP Palette');
    expect(lines.slice(0, 3)).toEqual(['Name: Ghost Ranch: Summer/2026', 'Columns: 4', '#']);
    // GIMP's rule for a color line: three numbers 0-255, then the name (after whitespace).
    const swatches = lines.slice(3).filter(Boolean).map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line)?.slice(1));
    expect(swatches).toEqual([
      ['43', '58', '140', 'French Ultramarine (PB29)'],
      ['0', '117', '127', 'Phthalo Turquoise (PB15:3, PG7)'],
      ['223', '58', '43', '=HYPERLINK("http://evil.example")'],
    ]);
  });

  it('gives CSV with the owner’s notes, safe to open in a spreadsheet', async () => {
    const file = await download(owner.client, 'format=csv');
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parse(file.bytes.toString('utf8'), { columns: true }) as Array<Record<string, string>>;
    expect(rows[0]).toEqual({
      Manufacturer: 'Winsor & Newton',
      'Paint name': 'French Ultramarine',
      'Pigment codes': 'PB29',
      Hex: '#2B3A8C',
      Medium: '',
      Series: '',
      Lightfastness: 'I-Excellent',
      Opacity: '',
      Granulation: 'Granulating',
      Staining: '',
      Notes: 'Sky, with "burnt" sienna',
    });
    expect(rows[1]).toMatchObject({ 'Paint name': 'Phthalo Turquoise', 'Pigment codes': 'PB15:3 PG7', Staining: 'Staining' });
    // A spreadsheet would run it as a formula: the apostrophe makes it text.
    expect(rows[2]?.['Paint name']).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('gives a PDF color chart on A4 or Letter: every color with its facts, its swatch and an empty square to paint', async () => {
    const file = await download(owner.client, 'format=pdf');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('filename="Ghost Ranch Summer 2026.pdf"');
    const pdf = await getDocument({ data: new Uint8Array(file.bytes) }).promise;
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    // A4 in PostScript points.
    expect(page.view.map(Math.round)).toEqual([0, 0, 595, 842]);
    // Lines as laid out; a long name wraps, so words are compared without the breaks between lines.
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('');
    const unwrapped = (value: string) => value.replace(/\s+/g, '');
    for (const expected of ['Ghost Ranch: Summer/2026', 'Watercolor · 3 colors', 'French Ultramarine', 'Winsor & Newton', 'PB29', 'Lightfastness I-Excellent', 'Granulating', 'PB15:3 · PG7', '=HYPERLINK("http://evil.example")']) {
      expect(unwrapped(text)).toContain(unwrapped(expected));
    }
    // Notes are the owner's, not the chart's.
    expect(text).not.toContain('Sky');
    // Each color's swatch filled with its hex, and beside each an empty square drawn in grey.
    const operations = await page.getOperatorList();
    const colorsSet = (op: number) => operations.fnArray.flatMap((fn, i) => (fn === op ? [String(operations.argsArray[i]?.[0])] : []));
    expect(colorsSet(OPS.setFillRGBColor)).toEqual(expect.arrayContaining(['#2b3a8c', '#00757f', '#df3a2b']));
    expect(colorsSet(OPS.setStrokeRGBColor).filter((hex) => hex === '#888888')).toHaveLength(3);

    const letter = await getDocument({ data: new Uint8Array((await download(owner.client, 'format=pdf&paper=letter')).bytes) }).promise;
    expect((await letter.getPage(1)).view).toEqual([0, 0, 612, 792]);
    expect((await owner.client.get(`/api/palettes/${paletteId}/export?format=pdf&paper=a3`)).status).toBe(400);
  });

  it('runs a big palette’s PDF chart onto more pages, every color on one', async () => {
    const big = (await buildPalette(t.db, { userId: owner.user.id, name: 'Every tube', rows: 8, columns: 8 })).id;
    await t.db.insert(colors).values(Array.from({ length: 64 }, (_, i) => ({ paletteId: big, position: i, paintName: `Cobalt Teal ${i}`, hexCode: '#20B2AA' })));
    const pdf = await getDocument({ data: new Uint8Array((await download(owner.client, 'format=pdf', big)).bytes) }).promise;
    expect(pdf.numPages).toBeGreaterThan(1);
    const names: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const items = (await (await pdf.getPage(number)).getTextContent()).items;
      names.push(...items.flatMap((item) => ('str' in item && item.str.startsWith('Cobalt Teal') ? [item.str] : [])));
    }
    expect(names).toEqual(Array.from({ length: 64 }, (_, i) => `Cobalt Teal ${i}`));
  });

  it('answers the palette’s readers: notes only for those who may edit it', async () => {
    expect((await download(admin.client, 'format=csv')).bytes.toString('utf8')).toContain('Notes');
    expect((await download(stranger.client, 'format=csv')).status).toBe(404);
    expect((await download(null, 'format=csv')).status).toBe(401);
    expect((await download(null, 'format=csv&share=true')).status).toBe(404);
    await owner.client.put(`/api/palettes/${paletteId}`, { shareEnabled: true });
    const shared = await download(null, 'format=csv&share=true');
    expect(shared.status).toBe(200);
    const header = shared.bytes.toString('utf8').split('\r\n')[0];
    expect(header).toBe('Manufacturer,Paint name,Pigment codes,Hex,Medium,Series,Lightfastness,Opacity,Granulation,Staining');
    expect((await download(stranger.client, 'format=ase&share=true')).status).toBe(200);
  });

  it('names the file after any palette name: no Latin letters, or characters beyond the basic plane at the cut', async () => {
    const blue = (await buildPalette(t.db, { userId: owner.user.id, name: '青い空' })).id;
    const file = await download(owner.client, 'format=csv', blue);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="palette.csv"; filename*=UTF-8''${encodeURIComponent('青い空.csv')}`);
    const long = (await buildPalette(t.db, { userId: owner.user.id, name: `a${'𠀀'.repeat(90)}` })).id;
    const cut = await download(owner.client, 'format=gpl', long);
    expect(cut.status).toBe(200);
    expect(cut.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`a${'𠀀'.repeat(79)}.gpl`)}`);
  });

  it('refuses an unknown format or palette', async () => {
    const res = await owner.client.get<{ code: string }>(`/api/palettes/${paletteId}/export?format=pdfx`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect((await owner.client.get(`/api/palettes/${paletteId}/export`)).status).toBe(400);
    expect((await owner.client.get('/api/palettes/00000000-0000-4000-8000-000000000000/export?format=csv')).status).toBe(404);
    expect((await createClient(t.app).get('/api/palettes/not-an-id/export?format=csv')).status).toBe(400);
  });
});
