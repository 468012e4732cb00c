import { beforeAll, describe, expect, it } from 'vitest';
import { tintStrip } from '#common/color/paint-mix.ts';
import { colors, paints } from '#server/db/schema/index.ts';
import type { BuiltUser } from '#server/test/factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/harness.ts';
import { buildOwnerStrangerAdmin, buildPalette } from '#server/test/palette-factories.ts';
import { readPdf, type TPdfPage, type TPdfShape, wordsOf } from '#server/test/read-pdf.ts';

let t: TestApp;
let owner: BuiltUser;
let paletteId: string;

const MM = 72 / 25.4;
// A watercolor palette of 2 rows × 4 columns: slots 1, 4 and 6 (counted from 1) and the working area's cell at row 1, column 3.
const COLORS = [
  {
    paintName: 'French Ultramarine',
    manufacturer: 'Winsor & Newton',
    pigmentCode: 'PB29',
    hexCode: '#2B3A8C',
    position: 0,
    lightfastness: 'I-Excellent',
  },
  { paintName: '群青', manufacturer: 'ホルベイン', pigmentCode: 'PB29', hexCode: '#3A4BA0', position: 3 },
  { paintName: 'Берлинская лазурь', manufacturer: 'Невская палитра', pigmentCode: 'PB27', hexCode: '#1F3A5A', position: 5, medium: 'Oil' },
  { paintName: 'Pyrrol Scarlet 🌹', hexCode: '#DF3A2B', isInWorkingArea: true, workingAreaRow: 0, workingAreaColumn: 2 },
];
// CIE L* (D65) of each hex, whole, worked out from the sRGB formulas apart from the app's code: 27.93, 34.94, 23.85, 50.56.
const LIGHTNESS = { '#2B3A8C': 'L* 28', '#3A4BA0': 'L* 35', '#1F3A5A': 'L* 24', '#DF3A2B': 'L* 51' };

async function chart(query: string, id = paletteId): Promise<TPdfPage[]> {
  const res = await t.app.request(`/api/palettes/${id}/export?format=pdf&${query}`, {
    headers: { origin: TEST_ORIGIN, cookie: owner.client.cookieHeader() },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return readPdf(new Uint8Array(await res.arrayBuffer()));
}

const swatchOf = (page: TPdfPage, hex: string) =>
  page.shapes.find((shape) => shape.paint === 'fillStroke' && shape.fill === hex.toLowerCase());
/** The squares left to paint in: solid grey outlines, square. */
const testSquares = (page: TPdfPage) =>
  page.shapes.filter(
    (shape: TPdfShape) =>
      shape.paint === 'stroke' && shape.stroke === '#888888' && !shape.dashed && Math.abs(shape.box.width - shape.box.height) < 0.5,
  );

beforeAll(async () => {
  t = await createTestApp();
  ({ owner } = await buildOwnerStrangerAdmin(t));
  paletteId = (await buildPalette(t.db, { userId: owner.user.id, name: 'Ghost Ranch · 夏の空', medium: 'Watercolor', rows: 2, columns: 4 }))
    .id;
  for (const color of COLORS) expect((await owner.client.post('/api/colors', { paletteId, ...color })).status).toBe(201);
});

describe('GET /api/palettes/{id}/export?format=pdf', () => {
  it('prints every script: CJK in a CJK font, Cyrillic and Latin in DejaVu, an emoji in Noto Emoji, none as empty boxes', async () => {
    const [page] = await chart('layout=card');
    const fontOf = (text: string) => page?.texts.find((item) => item.str.includes(text))?.font ?? '';
    expect(fontOf('群青')).toMatch(/\+NotoSansHans-Bold$/);
    expect(fontOf('ホルベイン')).toMatch(/\+NotoSansHans-Regular$/);
    expect(fontOf('Берлинская лазурь')).toMatch(/\+DejaVuSans-Bold$/);
    expect(fontOf('Невская палитра')).toMatch(/\+DejaVuSans$/);
    expect(fontOf('🌹')).toMatch(/\+NotoEmoji-Regular$/);
    expect(fontOf('Pyrrol Scarlet')).toMatch(/\+DejaVuSans-Bold$/);
  });

  it('sets the palette out as its grid and working area by default: each color in its slot, with its hex, L* and value chip', async () => {
    const pages = await chart('');
    expect(pages).toHaveLength(1);
    const [page] = pages as [TPdfPage];
    const words = wordsOf(page);
    for (const [hex, lightness] of Object.entries(LIGHTNESS)) {
      expect(words).toContain(hex);
      expect(words).toContain(lightness);
    }
    for (const expected of [
      'Ghost Ranch · 夏の空',
      'Watercolor · 4 colors',
      'Palette grid · 2 rows × 4 columns',
      'Working area',
      'French Ultramarine',
      'Winsor & Newton',
      '群青',
      'Берлинская лазурь',
      'PB27',
    ]) {
      expect(words).toContain(expected);
    }
    // Slots 1 and 4 share the first row, slot 6 is the second row's second; the working area's cell comes below, third of six.
    const [first, fourth, sixth, aside] = ['#2B3A8C', '#3A4BA0', '#1F3A5A', '#DF3A2B'].map((hex) => swatchOf(page, hex)?.box) as Array<
      TPdfShape['box']
    >;
    expect(fourth?.y).toBeCloseTo(first?.y ?? 0, 1);
    expect(sixth?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));
    const column = (sixth?.x ?? 0) - (first?.x ?? 0);
    expect(column).toBeGreaterThan(first?.width ?? 0);
    expect(fourth?.x).toBeCloseTo((first?.x ?? 0) + 3 * column, 1);
    expect(aside?.y).toBeGreaterThan((sixth?.y ?? 0) + (sixth?.height ?? 0));
    expect(aside?.x).toBeGreaterThan(first?.x ?? 0);
    // Five empty slots, dashed; the working area down to its one row in use: five more.
    expect(page.shapes.filter((shape) => shape.dashed && shape.stroke === '#b5b5b5')).toHaveLength(10);
    // A square to paint beside each swatch, as large as it.
    expect(testSquares(page)).toHaveLength(4);
    expect(testSquares(page)[0]?.box.width).toBeCloseTo(first?.width ?? 0, 1);
    // Each value chip the neutral grey of its L* (the same formulas back to sRGB).
    const chips = page.shapes.filter((shape) => shape.paint === 'fillStroke' && /^#([0-9a-f]{2})\1\1$/.test(shape.fill));
    expect(chips.map((chip) => chip.fill)).toEqual(['#424242', '#525252', '#393939', '#787878']);
  });

  it('prints the saved mixes after the chart, on a page of their own: the colour matched beside the mix, the recipe and how close it comes', async () => {
    const greys = (await buildPalette(t.db, { userId: owner.user.id, name: 'Greys', medium: 'Watercolor', colorCount: 2 })).id;
    const saved = await owner.client.post<{ mixHex: string }>(`/api/palettes/${greys}/mixes`, {
      targetHex: '#6B625A',
      targetName: 'Barn shadow',
      paints: [
        { paintName: 'French Ultramarine', manufacturer: 'Daniel Smith', hexCode: '#1F3A93', parts: 1 },
        { paintName: 'Burnt Sienna', manufacturer: 'Daniel Smith', hexCode: '#8A3B12', parts: 6 },
      ],
      strength: 0.5,
      notes: 'Wet into wet',
    });
    expect(saved.status).toBe(201);
    for (const layout of ['grid', 'card']) {
      const pages = await chart(`layout=${layout}`, greys);
      expect(pages).toHaveLength(2);
      const [first, mixes] = pages as [TPdfPage, TPdfPage];
      expect(wordsOf(first)).not.toContain('Mixes');
      const words = wordsOf(mixes);
      for (const text of [
        'Mixes',
        '1 French Ultramarine (Daniel Smith) : 6 Burnt Sienna (Daniel Smith)',
        'For Barn shadow · about half strength',
        'Wet into wet',
      ]) {
        expect(words).toContain(text);
      }
      expect(words).toMatch(
        new RegExp(
          `ΔE00 \\d+\\.\\d, (indistinguishable: the eye cannot tell them apart|close match|near: you will see the difference side by side|far: no good mix from these paints) · ${saved.body.mixHex}`,
        ),
      );
      const target = swatchOf(mixes, '#6B625A');
      const mix = swatchOf(mixes, saved.body.mixHex);
      expect(target && mix && Math.abs(target.box.y - mix.box.y) < 0.5 && mix.box.x > target.box.x).toBe(true);
    }
  });

  it('gives a watercolor its wash strip (full strength, about 50 % and 25 % over white paper), a tube of oil none', async () => {
    const [page] = (await chart('')) as [TPdfPage];
    const swatch = swatchOf(page, '#2B3A8C')?.box ?? { x: 0, y: 0, width: 0, height: 0 };
    // The three steps right under ultramarine's swatch, lighter at each step.
    const strip = page.shapes.filter(
      (shape) =>
        shape.paint === 'fill' &&
        shape.box.y > swatch.y + swatch.height &&
        shape.box.y < swatch.y + swatch.height + 3 &&
        shape.box.x < swatch.x + swatch.width,
    );
    expect(strip.map((shape) => shape.box.width)).toEqual(Array(3).fill(swatch.width / 3));
    const brightness = strip.map((shape) => [1, 3, 5].reduce((sum, at) => sum + parseInt(shape.fill.slice(at, at + 2), 16), 0));
    expect(brightness).toEqual([...brightness].sort((a, b) => a - b));
    expect(new Set(brightness).size).toBe(3);
    // The oil paint's color is never thinned: its swatch is its only fill.
    expect(page.shapes.filter((shape) => shape.paint === 'fill' && shape.fill === '#1f3a5a')).toHaveLength(0);
    // An empty strip beside each watercolor's to paint the wash in: three.
    expect(
      page.shapes.filter(
        (shape) => shape.paint === 'stroke' && shape.stroke === '#888888' && !shape.dashed && shape.box.width > 2 * shape.box.height,
      ),
    ).toHaveLength(3);
  });

  it('gives a gouache its tints with titanium white (full, 1 : 1, 1 : 3) instead, an oil palette no strip (issue 42)', async () => {
    const gouache = (await buildPalette(t.db, { userId: owner.user.id, name: 'Harbour', medium: 'Gouache', rows: 1, columns: 2 })).id;
    const oil = (await buildPalette(t.db, { userId: owner.user.id, name: 'Harbour in oil', medium: 'Oil Paint', rows: 1, columns: 2 })).id;
    for (const id of [gouache, oil]) {
      const color = { paintName: 'Ultramarine Blue', hexCode: '#2B3A8C', position: 0, medium: null };
      expect((await owner.client.post('/api/colors', { paletteId: id, ...color })).status).toBe(201);
    }
    // A tube of watercolour on the gouache palette keeps its wash: the how-to then tells both, whole.
    const wash = { paintName: 'Quinacridone Rose', hexCode: '#C2185B', position: 1, medium: 'Watercolor' };
    expect((await owner.client.post('/api/colors', { paletteId: gouache, ...wash })).status).toBe(201);
    const tints = tintStrip([{ hexCode: '#2B3A8C', parts: 1 }]).map((hex) => hex.toLowerCase());
    const [grid] = (await chart('', gouache)) as [TPdfPage];
    const swatch = swatchOf(grid, '#2B3A8C')?.box ?? { x: 0, y: 0, width: 0, height: 0 };
    const strip = grid.shapes.filter(
      (shape) => shape.paint === 'fill' && shape.box.y > swatch.y + swatch.height && shape.box.x < swatch.x + swatch.width,
    );
    expect(strip.map((shape) => shape.fill)).toEqual(tints);
    expect(grid.shapes.filter((shape) => shape.paint === 'fill')).toHaveLength(6);
    for (const words of ['mix the paint with titanium white', 'thin the paint', 'the grey chip beside it is that value.']) {
      expect(wordsOf(grid)).toContain(words);
    }
    const [card] = (await chart('layout=card', gouache)) as [TPdfPage];
    expect(wordsOf(card)).toMatch(/full\s*1:1\s*1:3/);
    for (const layout of ['grid', 'card']) {
      const [page] = (await chart(`layout=${layout}`, oil)) as [TPdfPage];
      expect(page.shapes.filter((shape) => shape.paint === 'fill')).toHaveLength(0);
      expect(wordsOf(page)).not.toMatch(/Under it|1:3|25 %/);
    }
  });

  it("says where a catalogue paint's lightfastness comes from: the pigment, or the maker's chart (issue 42)", async () => {
    const id = (await buildPalette(t.db, { userId: owner.user.id, name: 'Ratings', medium: 'Watercolor', rows: 1, columns: 2 })).id;
    const picked = await t.db
      .insert(paints)
      .values([
        {
          paintName: 'Winsor Blue',
          manufacturer: 'Winsor & Newton',
          medium: 'Watercolor',
          lightfastness: 'I-Excellent',
          source: 'lightfastness: from the pigment (pigments.csv)',
        },
        {
          paintName: 'Permanent Rose',
          manufacturer: 'Winsor & Newton',
          medium: 'Watercolor',
          lightfastness: 'II-Very Good',
          source: 'lightfastness: the maker rates it A (its chart)',
        },
      ])
      .returning({ id: paints.id, paintName: paints.paintName, lightfastness: paints.lightfastness });
    for (const [position, paint] of picked.entries()) {
      const color = {
        paletteId: id,
        paintName: paint.paintName,
        lightfastness: paint.lightfastness,
        cataloguePaintId: paint.id,
        hexCode: '#2B3A8C',
        position,
      };
      expect((await owner.client.post('/api/colors', color)).status).toBe(201);
    }
    const words = (await chart('layout=card', id)).map(wordsOf).join(' ');
    expect(words).toContain('Lightfastness I-Excellent (from the pigment)');
    expect(words).toContain("Lightfastness II-Very Good (the maker's rating, A on its own scale)");
  });

  it('sets it out as one card per color on request: 32 mm squares to paint, with where each color sits', async () => {
    const pages = await chart('layout=card&paper=letter');
    expect(pages[0]?.width).toBe(612);
    const words = pages.map(wordsOf).join(' ');
    for (const expected of [
      'Palette grid',
      'Working area',
      'Grid slot 1',
      'Grid slot 4',
      'Grid slot 6',
      'Working area row 1, column 3',
      'Lightfastness I-Excellent',
      'Pigments PB29',
      '#2B3A8C',
      'L* 28',
      '25 %',
    ]) {
      expect(words).toContain(expected);
    }
    const squares = pages.flatMap(testSquares);
    expect(squares).toHaveLength(4);
    for (const square of squares) expect(square.box.width).toBeGreaterThanOrEqual(30 * MM);
    // In slot order, then the working area.
    const order = ['French Ultramarine', '群青', 'Берлинская лазурь', 'Pyrrol Scarlet'].map((name) => {
      const index = pages.findIndex((page) => page.texts.some((text) => text.str.startsWith(name)));
      return [index, pages[index]?.texts.find((text) => text.str.startsWith(name))?.y ?? 0];
    });
    expect([...order].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0))).toEqual(order);
    expect((await owner.client.get(`/api/palettes/${paletteId}/export?format=pdf&layout=poster`)).status).toBe(400);
  });

  it('runs a full palette onto more pages in either layout, every color once, a row or card never split', async () => {
    const big = (await buildPalette(t.db, { userId: owner.user.id, name: 'Every tube', rows: 10, columns: 12 })).id;
    await t.db
      .insert(colors)
      .values(Array.from({ length: 120 }, (_, i) => ({ paletteId: big, position: i, paintName: `Cobalt Teal ${i}`, hexCode: '#20B2AA' })));
    await t.db.insert(colors).values(
      Array.from({ length: 24 }, (_, i) => ({
        paletteId: big,
        isInWorkingArea: true,
        workingAreaPosition: i,
        workingAreaRow: Math.floor(i / 6),
        workingAreaColumn: i % 6,
        paintName: `Aside ${i}`,
        hexCode: '#8A3C1E',
      })),
    );
    for (const layout of ['grid', 'card']) {
      const pages = await chart(`layout=${layout}`, big);
      expect(pages.length).toBeGreaterThan(1);
      // Narrow cells break a name over two lines.
      const names = pages.flatMap((page) => wordsOf(page).match(/(Cobalt Teal|Aside) \d+/g) ?? []);
      expect(names).toEqual([
        ...Array.from({ length: 120 }, (_, i) => `Cobalt Teal ${i}`),
        ...Array.from({ length: 24 }, (_, i) => `Aside ${i}`),
      ]);
      for (const page of pages) {
        for (const shape of page.shapes) expect(shape.box.y + shape.box.height).toBeLessThanOrEqual(page.height - 36 + 0.01);
      }
      expect(pages.map(wordsOf).at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    }
  });

  it('prints “Page N of M” in every footer whatever the name’s length: the name is cut, never the page number', async () => {
    const name = `Quinacridone Burnt Orange and Friends ${'from the Ghost Ranch '.repeat(3)}`.trim();
    const long = (await buildPalette(t.db, { userId: owner.user.id, name, rows: 10, columns: 12 })).id;
    await t.db
      .insert(colors)
      .values(Array.from({ length: 60 }, (_, i) => ({ paletteId: long, position: i, paintName: `Cobalt Teal ${i}`, hexCode: '#20B2AA' })));
    const pages = await chart('layout=card', long);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      const footer = page.texts.filter((text) => text.y > page.height - 36);
      const words = footer.map((text) => text.str).join(' ');
      expect(words).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(words).toMatch(/Quinacridone Burnt.*…/);
      // Inside the page's right margin.
      for (const text of footer) expect(text.x).toBeLessThan(page.width - 36);
    });
  });
});
