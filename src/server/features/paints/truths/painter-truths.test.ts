import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mostNeutralMix, NEAR_NEUTRAL_CHROMA } from '#common/color/neutral-mix.ts';
import { pigmentTable, readPaint, type TPigmentTable } from '#common/color/paint-reading.ts';
import { checkPalette, type TCheckedColor } from '#common/color/palette-check.ts';
import type { TAlternative, TCataloguePaint, TPaintsPage, TPigment } from '#common/schemas/paints.ts';
import { PACKAGE_ROOT } from '#server/paths.ts';
import { createClient } from '#server/test/client.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { importCatalogue } from '../import/import-catalogue';
import { BIAS_TABLE, COMPLEMENT_TABLE, look, MIX_TABLE, mixOf } from './painter-truths';
import { SWATCH_TABLE } from './swatch-truths';

// Issue 25: painters' truths, on the catalogue as it ships (data/paints), through the API.
let t: TestApp;
let table: TPigmentTable;
const catalogue = new Map<string, TCataloguePaint>();

beforeAll(async () => {
  t = await createTestApp();
  const dir = path.join(PACKAGE_ROOT, 'data', 'paints');
  // The truths are the watercolours': the pigment table and the watercolour lines (a line is one
  // file of one medium), not the whole catalogue, so the file's import stays a few seconds.
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.csv'))
    .map((name) => path.join(dir, name))
    .filter((file) => file.endsWith('pigments.csv') || (readFileSync(file, 'utf8').split('\n')[1] ?? '').includes(',Watercolor,'));
  const report = await importCatalogue({ db: t.db, files });
  expect(report.badRows).toEqual([]);
  const client = createClient(t.app);
  table = pigmentTable((await client.get<TPigment[]>('/api/paints/pigments')).body);
  for (let page = 1; ; page += 1) {
    const { body } = await client.get<TPaintsPage>(`/api/paints?medium=Watercolor&pageSize=100&page=${page}`);
    for (const paint of body.paints) catalogue.set(`${paint.manufacturer}|${paint.paintName}`, paint);
    if (page * body.pageSize >= body.total) break;
  }
});

/** A catalogue watercolor by 'Maker|Name'; a truth naming a paint the catalogue lost fails. */
function paint(name: string): TCataloguePaint & { hexCode: string } {
  const found = catalogue.get(name);
  if (!found?.hexCode) throw new Error(`${name} is not in the catalogue with a colour`);
  return { ...found, hexCode: found.hexCode };
}

const asColor = (name: string): TCheckedColor => {
  const found = paint(name);
  return {
    paintName: found.paintName,
    hexCode: found.hexCode,
    pigmentCode: found.pigmentCodes.join(' '),
    lightfastness: found.lightfastness,
  };
};

describe('mixes behave like paint', () => {
  it.each(MIX_TABLE)('$truth', ({ recipes, holds }) => {
    const mixes = recipes.map((recipe) => mixOf(recipe.map(([name, parts]) => ({ ...paint(name), parts }))));
    expect(holds(mixes), JSON.stringify(mixes.map((mix) => mix.hexes))).toBe(true);
  });
});

describe('complements of any makers pass through a grey', () => {
  const mostNeutral = ([first, second]: readonly [string, string]) => mostNeutralMix(paint(first), paint(second));
  const rows = (gaps: boolean) =>
    COMPLEMENT_TABLE.filter((row) => Boolean(row.gap) === gaps).map(({ pair, gap }) => ({
      name: pair.join(' + ').replaceAll('|', ' '),
      pair,
      gap,
    }));
  it.each(rows(false))('$name make a near-neutral at some ratio', ({ pair }) => {
    const mix = mostNeutral(pair);
    expect(mix.chroma, `${mix.parts.join(':')} ${mix.hexCode}`).toBeLessThanOrEqual(NEAR_NEUTRAL_CHROMA);
  });
  // A known gap of the paint model: once the model brings the pair to grey this fails, and the gap goes.
  it.each(rows(true))('$name: not yet grey in the paint model ($gap)', ({ pair }) => {
    const mix = mostNeutral(pair);
    expect(mix.chroma, `${mix.parts.join(':')} ${mix.hexCode}`).toBeGreaterThan(NEAR_NEUTRAL_CHROMA);
  });
});

describe('warm and cool come from the pigments', () => {
  it.each(BIAS_TABLE)('$paint reads as $bias $family', ({ paint: name, family, bias, basis }) => {
    const reading = readPaint(asColor(name), table);
    expect(reading.hue && { family: reading.hue.family, bias: reading.hue.bias, basis: reading.hue.basis }).toEqual(
      family ? { family, bias: bias ?? null, basis } : null,
    );
  });
});

describe('swatches are the paints', () => {
  it.each(SWATCH_TABLE)('$truth', ({ paints, holds }) => {
    const looks = paints.map((name) => look(paint(name).hexCode));
    expect(holds(looks), paints.map((name) => `${name} ${paint(name).hexCode}`).join(', ')).toBe(true);
  });
});

describe('the palette check knows pigments', () => {
  const SPLIT_PRIMARY = [
    'Pyrrol Scarlet',
    'Quinacridone Rose',
    'Hansa Yellow Deep',
    'Hansa Yellow Light',
    'French Ultramarine',
    'Phthalo Blue (Green Shade)',
  ].map((name) => `Daniel Smith|${name}`);

  it('finds a warm and a cool of each primary in a split-primary palette', () => {
    expect(checkPalette(SPLIT_PRIMARY.map(asColor), table).unpairedPrimaries).toEqual([]);
  });

  it('counts Perylene Maroon as a (cool) red, and a green-shade phthalo as a cool blue', () => {
    const check = checkPalette(['Daniel Smith|Perylene Maroon', 'Daniel Smith|Phthalo Blue (Green Shade)'].map(asColor), table);
    expect(check.unpairedPrimaries.find((finding) => finding.primary === 'red')?.has).toEqual([
      { bias: 'cool', names: ['Perylene Maroon'] },
    ]);
    expect(check.unpairedPrimaries.find((finding) => finding.primary === 'blue')?.has).toEqual([
      { bias: 'cool', names: ['Phthalo Blue (Green Shade)'] },
    ]);
  });

  it('calls two makers’ green-shade phthalos near-duplicates, and a burnt sienna and a burnt umber of one pigment not', () => {
    const check = checkPalette(
      [
        'Daniel Smith|Phthalo Blue (Green Shade)',
        'Winsor & Newton|Winsor Blue (Green Shade)',
        'Daniel Smith|Burnt Sienna',
        'Daniel Smith|Burnt Umber',
      ].map(asColor),
      table,
    );
    expect(check.nearDuplicates).toEqual([
      { code: 'PB15:3', names: ['Phthalo Blue (Green Shade)', 'Winsor Blue (Green Shade)'], basis: 'pigments' },
    ]);
  });

  it('calls two makers’ viridians near-duplicates by their pigment, PG18, though their swatches are over ΔE 5 apart', () => {
    const check = checkPalette(
      ['Daniel Smith|Viridian', 'Da Vinci|Viridian Green', 'Daniel Smith|Phthalo Green (Blue Shade)'].map(asColor),
      table,
    );
    expect(check.nearDuplicates).toEqual([{ code: 'PG18', names: ['Viridian', 'Viridian Green'], basis: 'pigments' }]);
  });

  it('flags Opera and Alizarin as fading, by the paint’s rating or, for a color without one, its pigment’s class', () => {
    const typed: TCheckedColor = { paintName: 'My alizarin', hexCode: '#A01C30', pigmentCode: 'pr 83', lightfastness: null };
    const check = checkPalette(
      [
        ...[
          'Winsor & Newton|Opera Rose',
          'Winsor & Newton|Alizarin Crimson',
          'Daniel Smith|Alizarin Crimson',
          'Daniel Smith|Quinacridone Rose',
        ].map(asColor),
        typed,
      ],
      table,
    );
    expect(check.mayFade.map(({ name, rating, basis }) => [name, rating, basis])).toEqual([
      ['Opera Rose', 'III-Fair', 'paint'],
      ['Alizarin Crimson', 'III-Fair', 'paint'],
      ['Alizarin Crimson', 'III-Fair', 'paint'],
      ['My alizarin', 'III-Fair', 'pigments'],
    ]);
  });

  it('tells that Aureolin may fade in thin washes, and rates hansa yellows and quinacridones by their pigments', () => {
    const check = checkPalette(
      ['Winsor & Newton|Aureolin', 'Daniel Smith|Hansa Yellow Light', 'Daniel Smith|Quinacridone Rose'].map(asColor),
      table,
    );
    expect(check.caveats.map(({ name, note }) => [name, note.startsWith('may fade in thin washes')])).toEqual([['Aureolin', true]]);
    expect(check.unrated).toEqual([]);
  });

  it('flags a color typed with the fluorescent dye of opera pinks (BV10) as fugitive', () => {
    const opera: TCheckedColor = { paintName: 'My opera', hexCode: '#F72A97', pigmentCode: 'PR122, BV10', lightfastness: null };
    expect(checkPalette([opera], table).mayFade).toEqual([
      { name: 'My opera', rating: 'IV-Fugitive', basis: 'pigments', codes: ['PR122', 'BV10'] },
    ]);
  });

  // Holbein Permanent Rose's codes are in doubt (pages give PV19 and PR60), and Daniel Smith's
  // Amethyst Genuine, a ground mineral, has no Colour Index name: the check says so and sends the
  // painter to the tube, rather than guess.
  it('says which paints it judged by colour, and leaves unrated what nothing rates', () => {
    const check = checkPalette(['Holbein|Permanent Rose', 'Daniel Smith|Amethyst Genuine'].map(asColor), table);
    expect(check.unrated).toEqual(['Permanent Rose', 'Amethyst Genuine']);
    expect(check.readByColour).toEqual(['Permanent Rose']);
  });
});

describe('alternatives find the twin', () => {
  const alternatives = async (name: string) =>
    (await createClient(t.app).get<TAlternative[]>(`/api/paints/${paint(name).id}/alternatives?limit=3`)).body;

  it.each([
    ['Daniel Smith|Burnt Sienna', /^Burnt Sienna$/i],
    ["Holbein|Payne's Grey", /^Payne's Gr[ae]y$/i],
    // Its own kind is a PR122 opera pink: Daniel Smith's Opera Pink, or Da Vinci's, which it sells as Opus.
    ['Winsor & Newton|Opera Rose', /^(Opera|Opus)/i],
    ['Daniel Smith|French Ultramarine', /^French Ultramarine$/i],
    ['Daniel Smith|Phthalo Blue (Green Shade)', /Blue \(Green Shade\)|^Phthalocyanine Blue$/i],
    ['Sennelier|Cobalt Blue', /^Cobalt Blue$/i],
    ['Sennelier|Paynes Grey', /^Payne'?s Gr[ae]y$/i],
  ])('%s finds its own kind first', async (name, twin) => {
    const [first] = await alternatives(name);
    expect(first?.paint.paintName).toMatch(twin);
  });

  // Issue 42: Old Holland's Cerulean Blue, without codes, is nearer in colour than the PB35 ones.
  it('Holbein Cerulean Blue finds another maker’s PB35 cerulean first, before a same-name paint without codes', async () => {
    const [first] = await alternatives('Holbein|Cerulean Blue');
    expect([first?.paint.paintName, first?.paint.pigmentCodes]).toEqual(['Cerulean Blue', ['PB35']]);
  });
});
