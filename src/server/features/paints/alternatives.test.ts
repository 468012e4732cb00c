import { converter, differenceCiede2000 } from 'culori';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import type { TAlternative } from '#common/schemas/paints.ts';
import { queryRows } from '#server/db/raw-rows.ts';
import { paints, pigments } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import type { BuiltUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildOwnerStrangerAdmin, buildPalette } from '#server/test/palette-factories.ts';
import { KIN_DELTA_E, pigmentSetOf } from './find-alternatives';

let t: TestApp;
let owner: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;
const ids: Record<string, string> = {};

// Known pigments and colors: two other makers' PB29 (one listing it in its own spelling), a
// phthalo blue nearer in color than either, a PB29 + PV19 mixture, and the same maker's own PB29;
// all watercolors but two acrylic PB29s (one of the very color of the first), no alternatives to them.
const FIXTURE = [
  { key: 'wnUltramarine', manufacturer: 'Winsor & Newton', paintName: 'French Ultramarine', pigmentCodes: ['PB29'], hexCode: '#2B3A8C' },
  { key: 'wnDeep', manufacturer: 'Winsor & Newton', paintName: 'Ultramarine Deep', pigmentCodes: ['PB29'], hexCode: '#2B3A8D' },
  { key: 'dsUltramarine', manufacturer: 'Daniel Smith', paintName: 'French Ultramarine', pigmentCodes: ['PB29'], hexCode: '#32418F' },
  { key: 'hbUltramarine', manufacturer: 'Holbein', paintName: 'Ultramarine Deep', pigmentCodes: ['PB29'], hexCode: '#20276A' },
  { key: 'dsPhthalo', manufacturer: 'Daniel Smith', paintName: 'Phthalo Blue (Red Shade)', pigmentCodes: ['PB15:1'], hexCode: '#2C3B8E' },
  { key: 'mgViolet', manufacturer: 'M. Graham', paintName: 'Ultramarine Violet Mix', pigmentCodes: ['PV19', 'PB29'], hexCode: '#4A2F7A' },
  { key: 'hbLavender', manufacturer: 'Holbein', paintName: 'Violet Mix', pigmentCodes: ['PB29', 'PV19'], hexCode: '#52357F' },
  { key: 'dsYellow', manufacturer: 'Daniel Smith', paintName: 'Hansa Yellow Medium', pigmentCodes: ['PY97'], hexCode: '#F2C200' },
  { key: 'grey', manufacturer: 'Schmincke', paintName: 'Payne Grey Without Hex', pigmentCodes: ['PB29'], hexCode: null },
  {
    key: 'goldenUltramarine',
    manufacturer: 'Golden',
    paintName: 'Ultramarine Blue',
    pigmentCodes: ['PB29'],
    hexCode: '#2B3A8C',
    medium: 'Acrylic',
  },
  {
    key: 'liquitexUltramarine',
    manufacturer: 'Liquitex',
    paintName: 'Ultramarine Blue Red Shade',
    pigmentCodes: ['PB29'],
    hexCode: '#303F90',
    medium: 'Acrylic',
  },
  // Issue 25: paints without pigment codes, one name in two spellings; earths of one pigment far apart in color.
  { key: 'hbPaynes', manufacturer: 'Holbein', paintName: "Payne's Grey", pigmentCodes: [], hexCode: '#393639' },
  { key: 'wnPaynes', manufacturer: 'Winsor & Newton', paintName: "Payne's Gray", pigmentCodes: [], hexCode: '#3B3A3E' },
  { key: 'mgSepia', manufacturer: 'M. Graham', paintName: 'Sepia', pigmentCodes: [], hexCode: '#38332F' },
  { key: 'dsSienna', manufacturer: 'Daniel Smith', paintName: 'Burnt Sienna', pigmentCodes: ['PBr7'], hexCode: '#A94D34' },
  { key: 'mgUmber', manufacturer: 'M. Graham', paintName: 'Raw Umber', pigmentCodes: ['PBr7'], hexCode: '#584434' },
  { key: 'wnSienna', manufacturer: 'Winsor & Newton', paintName: 'Burnt Sienna', pigmentCodes: ['PR101'], hexCode: '#B14836' },
  { key: 'wnLightRed', manufacturer: 'Winsor & Newton', paintName: 'Light Red', pigmentCodes: ['PR101'], hexCode: '#AF4D3A' },
  // Issue 42: the shipped catalogue's ceruleans, PB35 by three makers and one of the name without codes nearer in color.
  { key: 'hbCerulean', manufacturer: 'Holbein', paintName: 'Cerulean Blue', pigmentCodes: ['PB35'], hexCode: '#008AD4' },
  { key: 'ohCerulean', manufacturer: 'Old Holland', paintName: 'Cerulean Blue', pigmentCodes: [], hexCode: '#0086BA' },
  { key: 'dsCerulean', manufacturer: 'Daniel Smith', paintName: 'Cerulean Blue', pigmentCodes: ['PB35'], hexCode: '#0581B5' },
  { key: 'wnCerulean', manufacturer: 'Winsor & Newton', paintName: 'Cerulean Blue', pigmentCodes: ['PB35'], hexCode: '#0081B5' },
  // PY35 is made in several shades, lemon to deep: its code does not name the paint.
  { key: 'wnCadmium', manufacturer: 'Winsor & Newton', paintName: 'Cadmium Yellow', pigmentCodes: ['PY35'], hexCode: '#FFD400' },
  { key: 'hbCadmium', manufacturer: 'Holbein', paintName: 'Cadmium Yellow', pigmentCodes: [], hexCode: '#FFD21A' },
  { key: 'schDeep', manufacturer: 'Schmincke', paintName: 'Cadmium Yellow Deep', pigmentCodes: ['PY35'], hexCode: '#FFC000' },
] as const;

const lab = converter('lab65');
const ciede2000 = differenceCiede2000();
const deltaE = (a: string, b: string) => Math.round(ciede2000(a, b) * 10) / 10;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, stranger, admin } = await buildOwnerStrangerAdmin(t));
  await t.db.insert(pigments).values([
    { code: 'PY35', commonName: 'Cadmium Yellow', shadesVary: true },
    { code: 'PB35', commonName: 'Cerulean Blue' },
  ]);
  for (const { key, hexCode, ...paint } of FIXTURE) {
    const [row] = await t.db
      .insert(paints)
      .values({ medium: 'Watercolor', ...paint, pigmentCodes: [...paint.pigmentCodes], defaultHexCode: hexCode })
      .returning({ id: paints.id });
    ids[key] = row?.id ?? '';
  }
});

const summary = (alternatives: TAlternative[]) =>
  alternatives.map((a) => [a.paint.manufacturer, a.paint.paintName, a.samePigments, a.deltaE]);
const kinOf = (alternatives: TAlternative[]) =>
  alternatives.map((a) => [a.paint.manufacturer, a.paint.paintName, a.samePigments, a.sameName]);

describe('GET /api/paints/{id}/alternatives', () => {
  it('ranks other makers’ paints of the same pigments first, then by CIEDE2000, to one decimal', async () => {
    const res = await createClient(t.app).get<TAlternative[]>(`/api/paints/${ids.wnUltramarine}/alternatives?limit=50`);
    expect(res.status).toBe(200);
    const from = '#2B3A8C';
    expect(summary(res.body).slice(0, 3)).toEqual([
      ['Daniel Smith', 'French Ultramarine', true, deltaE(from, '#32418F')],
      ['Holbein', 'Ultramarine Deep', true, deltaE(from, '#20276A')],
      // Nearer in color than both, but another pigment: after them.
      ['Daniel Smith', 'Phthalo Blue (Red Shade)', false, deltaE(from, '#2C3B8E')],
    ]);
    // Then every other paint, nearest first.
    const rest = res.body.slice(3).map((alternative) => alternative.deltaE);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(res.body.slice(3).map((alternative) => alternative.paint.paintName)).toContain('Hansa Yellow Medium');
    expect(deltaE(from, '#2C3B8E')).toBeLessThan(deltaE(from, '#32418F'));
    // Catalogue facts come with each: the Buy link, pigments and swatch a card shows.
    expect(res.body[0]?.paint).toMatchObject({ id: ids.dsUltramarine, pigmentCodes: ['PB29'], hexCode: '#32418F' });
  });

  it('takes a composition in any order, and answers as many as asked', async () => {
    const mixture = await createClient(t.app).get<TAlternative[]>(`/api/paints/${ids.mgViolet}/alternatives?limit=2`);
    expect(summary(mixture.body).map(([maker, name, same]) => [maker, name, same])).toEqual([
      ['Holbein', 'Violet Mix', true],
      [expect.not.stringMatching('M. Graham'), expect.any(String), false],
    ]);
    expect(pigmentSetOf(['pv 19', 'P.B. 29'])).toBe(pigmentSetOf(['PB29', 'PV19']));
  });

  it('compares paints without pigment codes by color, and counts a paint’s own name across makers', async () => {
    const res = await createClient(t.app).get<TAlternative[]>(`/api/paints/${ids.hbPaynes}/alternatives?limit=2`);
    expect(kinOf(res.body)).toEqual([
      ['Winsor & Newton', "Payne's Gray", false, true],
      ['M. Graham', 'Sepia', false, false],
    ]);
    expect(res.body[0]?.deltaE).toBe(deltaE('#393639', '#3B3A3E'));
  });

  it(`puts the same pigments first only when within ΔE ${KIN_DELTA_E}: an earth of another pigment nearer in color comes before a far one of its own`, async () => {
    const res = await createClient(t.app).get<TAlternative[]>(`/api/paints/${ids.dsSienna}/alternatives?limit=3`);
    expect(deltaE('#A94D34', '#584434')).toBeGreaterThan(KIN_DELTA_E);
    expect(kinOf(res.body)).toEqual([
      // Its name, close in color: first, though Light Red is nearer.
      ['Winsor & Newton', 'Burnt Sienna', false, true],
      ['Winsor & Newton', 'Light Red', false, false],
      // Raw umber is PBr7 too, but nothing like burnt sienna to look at: by distance, not first.
      ['M. Graham', 'Raw Umber', true, false],
    ]);
    expect(res.body.map((a) => a.deltaE)).toEqual([
      deltaE('#A94D34', '#B14836'),
      deltaE('#A94D34', '#AF4D3A'),
      deltaE('#A94D34', '#584434'),
    ]);
    expect(deltaE('#A94D34', '#AF4D3A')).toBeLessThan(deltaE('#A94D34', '#B14836'));
  });

  it('puts the same pigments before the same name: a cerulean without codes, nearer in color, comes after the PB35 twins', async () => {
    const res = await createClient(t.app).get<TAlternative[]>(`/api/paints/${ids.hbCerulean}/alternatives?limit=3`);
    expect(deltaE('#008AD4', '#0086BA')).toBeLessThan(deltaE('#008AD4', '#0581B5'));
    expect(kinOf(res.body)).toEqual([
      ['Daniel Smith', 'Cerulean Blue', true, true],
      ['Winsor & Newton', 'Cerulean Blue', true, true],
      ['Old Holland', 'Cerulean Blue', false, true],
    ]);
  });

  it('counts the same pigments and the same name alike, nearest first, when the pigment is made in several shades', async () => {
    const res = await createClient(t.app).get<TAlternative[]>(`/api/paints/${ids.wnCadmium}/alternatives?limit=3`);
    expect(kinOf(res.body)).toEqual([
      ['Holbein', 'Cadmium Yellow', false, true],
      ['Schmincke', 'Cadmium Yellow Deep', true, false],
      // Nearer than the deep shade, but no kin.
      ['Daniel Smith', 'Hansa Yellow Medium', false, false],
    ]);
    expect(deltaE('#FFD400', '#F2C200')).toBeLessThan(deltaE('#FFD400', '#FFC000'));
  });

  it('keeps to the paint’s medium: an acrylic’s alternatives are acrylics', async () => {
    const res = await createClient(t.app).get<TAlternative[]>(`/api/paints/${ids.goldenUltramarine}/alternatives`);
    expect(summary(res.body)).toEqual([['Liquitex', 'Ultramarine Blue Red Shade', true, deltaE('#2B3A8C', '#303F90')]]);
  });

  it('refuses a bad id or limit, and knows no other paint', async () => {
    const client = createClient(t.app);
    expect((await client.get(`/api/paints/not-an-id/alternatives`)).status).toBe(400);
    expect((await client.get(`/api/paints/${ids.wnUltramarine}/alternatives?limit=0`)).status).toBe(400);
    expect((await client.get(`/api/paints/${ids.wnUltramarine}/alternatives?limit=51`)).status).toBe(400);
    expect((await client.get(`/api/paints/00000000-0000-4000-8000-000000000000/alternatives`)).status).toBe(404);
    expect((await client.get<TAlternative[]>(`/api/paints/${ids.grey}/alternatives`)).body).toEqual([]);
  });

  it('computes CIELAB in the database as culori does', async () => {
    for (const hex of ['#000000', '#FFFFFF', '#2B3A8C', '#F2C200', '#8E7CC3', '#0a0b0c']) {
      const [row] = await queryRows<{ lab: number[] }>(t.db, sql`select paint_lab(${hex}) as lab`);
      const expected = lab(hex);
      // Within rounding: white's a* is +1e-14 in one and -1e-14 in the other.
      const off = [expected?.l, expected?.a, expected?.b].map((v, i) => Math.abs((row?.lab[i] ?? NaN) - (v ?? NaN)));
      expect(Math.max(...off), hex).toBeLessThan(1e-9);
    }
  });
});

describe('GET /api/colors/{id}/alternatives', () => {
  it('answers the color’s readers (the share link included) and no one else', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    const color = (
      await owner.client.post<TColor>('/api/colors', {
        paletteId: palette.id,
        paintName: 'My ultramarine',
        manufacturer: 'winsor & newton',
        pigmentCode: 'P.B. 29',
        hexCode: '#2B3A8C',
      })
    ).body;
    const path = `/api/colors/${color.id}/alternatives`;
    const mine = await owner.client.get<TAlternative[]>(path);
    expect(mine.status).toBe(200);
    // The maker's own paints are no alternative to it, whatever the spelling of its name.
    expect(summary(mine.body).slice(0, 2)).toEqual([
      ['Daniel Smith', 'French Ultramarine', true, deltaE('#2B3A8C', '#32418F')],
      ['Holbein', 'Ultramarine Deep', true, deltaE('#2B3A8C', '#20276A')],
    ]);
    expect((await admin.client.get(path)).status).toBe(200);
    expect((await stranger.client.get(path)).status).toBe(404);
    expect((await createClient(t.app).get(path)).status).toBe(401);
    expect((await createClient(t.app).get(`${path}?share=true`)).status).toBe(404);
    await owner.client.put(`/api/palettes/${palette.id}`, { shareEnabled: true });
    expect((await createClient(t.app).get<TAlternative[]>(`${path}?share=true`)).body).toEqual(mine.body);
    expect((await owner.client.get('/api/colors/00000000-0000-4000-8000-000000000000/alternatives')).status).toBe(404);
  });

  it('keeps to the color’s medium, else its palette’s; a mixed-media palette’s colors take any', async () => {
    const add = async (palette: { id: string }, medium: string | null) => {
      const body = { paletteId: palette.id, paintName: 'Blue', manufacturer: 'Schmincke', pigmentCode: 'PB29', hexCode: '#2B3A8C', medium };
      const color = (await owner.client.post<TColor>('/api/colors', body)).body;
      return summary((await owner.client.get<TAlternative[]>(`/api/colors/${color.id}/alternatives?limit=3`)).body).map(([maker]) => maker);
    };
    const acrylics = await buildPalette(t.db, { userId: owner.user.id, medium: 'Acrylic' });
    const mixed = await buildPalette(t.db, { userId: owner.user.id, medium: 'Mixed Media' });
    expect(await add(acrylics, null)).toEqual(['Golden', 'Liquitex']);
    expect(await add(acrylics, 'Watercolor')).toEqual(['Winsor & Newton', 'Winsor & Newton', 'Daniel Smith']);
    // Either medium: the acrylic and the watercolor of the very same color (ΔE 0, in either order), then the next nearest.
    const [first, second, third] = await add(mixed, null);
    expect([[first, second].sort(), third]).toEqual([['Golden', 'Winsor & Newton'], 'Winsor & Newton']);
  });
});
