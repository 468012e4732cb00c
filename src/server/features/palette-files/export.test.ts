import ase from 'ase-util';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient, type TestClient } from '#server/test/client.ts';
import type { BuiltUser } from '#server/test/factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/harness.ts';
import { buildOwnerStrangerAdmin, buildPalette } from '#server/test/palette-factories.ts';

let t: TestApp;
let owner: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;
let paletteId: string;

const COLORS = [
  {
    paintName: 'French Ultramarine',
    manufacturer: 'Winsor & Newton',
    pigmentCode: 'PB29',
    hexCode: '#2B3A8C',
    lightfastness: 'I-Excellent',
    granulation: 'Granulating',
    personalNotes: 'Sky, with "burnt" sienna',
  },
  {
    paintName: 'Phthalo Turquoise',
    manufacturer: 'Schmincke',
    pigmentCode: 'pb15:3 pg7',
    hexCode: '#00757F',
    staining: 'Staining',
    position: 3,
  },
  {
    paintName: '=HYPERLINK("http://evil.example")',
    hexCode: '#DF3A2B',
    isInWorkingArea: true,
    workingAreaPosition: 2,
    workingAreaRow: 0,
    workingAreaColumn: 2,
  },
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
  it('gives Adobe Swatch Exchange: the grid and the working area as two groups, a swatch per color named with its pigments', async () => {
    const file = await download(owner.client, 'format=ase');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Ghost Ranch Summer 2026.ase"; filename*=UTF-8''Ghost%20Ranch%20Summer%202026.ase`,
    );
    // The published layout: signature, version 1.0, then as many blocks as it says (2 groups: start, colors, end).
    expect(file.bytes.toString('ascii', 0, 4)).toBe('ASEF');
    expect([file.bytes.readUInt16BE(4), file.bytes.readUInt16BE(6), file.bytes.readUInt32BE(8)]).toEqual([1, 0, 7]);
    const byte = (value: number) =>
      Math.round(value * 255)
        .toString(16)
        .padStart(2, '0')
        .toUpperCase();
    const groups = ase
      .read(file.bytes)
      .map((entry) =>
        entry.type === 'group'
          ? [
              entry.name,
              entry.entries.map(({ name, color }) => [name, color.model, `#${byte(color.r)}${byte(color.g)}${byte(color.b)}`, color.type]),
            ]
          : [],
      );
    expect(groups).toEqual([
      [
        'Ghost Ranch: Summer/2026',
        [
          ['French Ultramarine (PB29)', 'RGB', '#2B3A8C', 'normal'],
          ['Phthalo Turquoise (PB15:3, PG7)', 'RGB', '#00757F', 'normal'],
        ],
      ],
      ['Ghost Ranch: Summer/2026 (working area)', [['=HYPERLINK("http://evil.example")', 'RGB', '#DF3A2B', 'normal']]],
    ]);
  });

  it('keeps a palette with nothing set aside to one group', async () => {
    const plain = (await buildPalette(t.db, { userId: owner.user.id, name: 'Plain' })).id;
    expect((await owner.client.post('/api/colors', { paletteId: plain, paintName: 'Indigo', hexCode: '#2E3A59' })).status).toBe(201);
    expect(ase.read((await download(owner.client, 'format=ase', plain)).bytes).map((entry) => entry.name)).toEqual(['Plain']);
  });

  it('gives a GIMP, Krita and Inkscape palette: the grid, then the working area, each under a comment naming it', async () => {
    const file = await download(owner.client, 'format=gpl');
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain('filename="Ghost Ranch Summer 2026.gpl"');
    const [magic, ...lines] = file.bytes.toString('utf8').split('\n');
    expect(magic).toBe('GIMP Palette');
    expect(lines.slice(0, 2)).toEqual(['Name: Ghost Ranch: Summer/2026', 'Columns: 4']);
    // GIMP's loader: a line beginning with '#' is a comment, any other (not empty) is a color: three
    // numbers 0-255, then the name after whitespace.
    const read = lines
      .slice(2)
      .filter(Boolean)
      .map((line) => (line.startsWith('#') ? line : /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line)?.slice(1)));
    expect(read).toEqual([
      '#',
      '# Palette grid',
      ['43', '58', '140', 'French Ultramarine (PB29)'],
      ['0', '117', '127', 'Phthalo Turquoise (PB15:3, PG7)'],
      '#',
      '# Working area',
      ['223', '58', '43', '=HYPERLINK("http://evil.example")'],
    ]);
  });

  it('carries the saved mixes, each named by its recipe: a group of their own in ASE, a section in GPL, none in CSV', async () => {
    const mixed = (await buildPalette(t.db, { userId: owner.user.id, name: 'Greys' })).id;
    expect((await owner.client.post('/api/colors', { paletteId: mixed, paintName: 'Indigo', hexCode: '#2E3A59' })).status).toBe(201);
    const saved = await owner.client.post<{ mixHex: string }>(`/api/palettes/${mixed}/mixes`, {
      targetHex: '#6B625A',
      paints: [
        { paintName: 'French Ultramarine', manufacturer: 'Daniel Smith', hexCode: '#1F3A93', parts: 1 },
        { paintName: 'Burnt\nSienna', manufacturer: null, hexCode: '#8A3B12', parts: 6 },
      ],
      strength: 1,
    });
    expect(saved.status).toBe(201);
    const recipe = '1 French Ultramarine (Daniel Smith) : 6 Burnt Sienna';
    const groups = ase.read((await download(owner.client, 'format=ase', mixed)).bytes);
    const hexOf = (color: { r: number; g: number; b: number }) =>
      `#${[color.r, color.g, color.b]
        .map((c) =>
          Math.round(c * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`.toUpperCase();
    expect(groups.map((group) => (group.type === 'group' ? [group.name, group.entries.map((e) => [e.name, hexOf(e.color)])] : []))).toEqual(
      [
        ['Greys', [['Indigo', '#2E3A59']]],
        ['Greys (mixes)', [[recipe, saved.body.mixHex]]],
      ],
    );
    const gpl = (await download(owner.client, 'format=gpl', mixed)).bytes.toString('utf8').split('\n');
    const rgb = [1, 3, 5].map((at) => String(parseInt(saved.body.mixHex.slice(at, at + 2), 16)).padStart(3, ' '));
    expect(gpl.slice(-4)).toEqual(['#', '# Mixes', `${rgb.join(' ')}\t${recipe}`, '']);
    const csv = (await download(owner.client, 'format=csv', mixed)).bytes.toString('utf8');
    expect(csv).toContain('Indigo');
    expect(csv).not.toContain('Sienna');
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
      Place: 'Grid',
      Slot: '1',
      'Working area row': '',
      'Working area column': '',
      Notes: 'Sky, with "burnt" sienna',
    });
    expect(rows[1]).toMatchObject({
      'Paint name': 'Phthalo Turquoise',
      'Pigment codes': 'PB15:3 PG7',
      Staining: 'Staining',
      Place: 'Grid',
      Slot: '4',
    });
    // A spreadsheet would run it as a formula: the apostrophe makes it text.
    expect(rows[2]).toMatchObject({
      'Paint name': `'=HYPERLINK("http://evil.example")`,
      Place: 'Working area',
      Slot: '',
      'Working area row': '1',
      'Working area column': '3',
    });
    // Plain UTF-8, as RFC 4180 and other tools want it: no byte order mark.
    expect(file.bytes.subarray(0, 3).toString('hex')).not.toBe('efbbbf');
  });

  it('gives CSV for Excel on request: a UTF-8 byte order mark before the same rows, so Cyrillic and CJK names open unharmed', async () => {
    const named = (await buildPalette(t.db, { userId: owner.user.id, name: 'Акварель' })).id;
    expect((await owner.client.post('/api/colors', { paletteId: named, paintName: 'Ультрамарин', hexCode: '#2B3A8C' })).status).toBe(201);
    expect((await owner.client.post('/api/colors', { paletteId: named, paintName: '群青', hexCode: '#3A4BA0' })).status).toBe(201);
    const [plain, excel] = [
      await download(owner.client, 'format=csv', named),
      await download(owner.client, 'format=csv&excel=true', named),
    ];
    expect(excel.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(excel.bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
    expect(excel.bytes.subarray(3)).toEqual(plain.bytes);
    const rows = parse(excel.bytes, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => row['Paint name'])).toEqual(['Ультрамарин', '群青']);
    expect(excel.bytes.toString('utf8').split('\r\n')).toHaveLength(4);
    expect((await download(owner.client, 'format=csv&excel=yes', named)).status).toBe(400);
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
    expect(header).toBe(
      'Manufacturer,Paint name,Pigment codes,Hex,Medium,Series,Lightfastness,Opacity,Granulation,Staining,Place,Slot,Working area row,Working area column',
    );
    expect((await download(stranger.client, 'format=ase&share=true')).status).toBe(200);
  });

  it('names the file after any palette name: no Latin letters, or characters beyond the basic plane at the cut', async () => {
    const blue = (await buildPalette(t.db, { userId: owner.user.id, name: '青い空' })).id;
    const file = await download(owner.client, 'format=csv', blue);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="palette.csv"; filename*=UTF-8''${encodeURIComponent('青い空.csv')}`,
    );
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
