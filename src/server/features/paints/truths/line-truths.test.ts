import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { partRatios } from '#common/color/color-match.ts';
import { mostNeutralMix, NEAR_NEUTRAL_CHROMA } from '#common/color/neutral-mix.ts';
import { RECIPE_MOST_PARTS } from '#common/constants.ts';
import type { TAlternative, TCataloguePaint, TPaintsPage } from '#common/schemas/paints.ts';
import { CATALOGUE_LINES } from '#scripts/catalogue-lines.ts';
import { PACKAGE_ROOT } from '#server/paths.ts';
import { createClient } from '#server/test/client.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { importCatalogue } from '../import/import-catalogue';
import {
  DARK_MASSTONE_LIGHTNESS,
  LINE_TRUTHS,
  type TLineTruth,
  type TLineTruths,
  ULTRAMARINE_DARK_HUE,
  ULTRAMARINE_HUE,
  ULTRAMARINE_MOST_LIGHTNESS,
} from './line-truths';
import { HUES, hueWithin, look, mixOf } from './painter-truths';

// Issue 42: each line of the shipped catalogue (every medium) held to the same painters' readings.
let t: TestApp;
const catalogue = new Map<string, TCataloguePaint & { hexCode: string }>();

beforeAll(async () => {
  t = await createTestApp();
  const dir = path.join(PACKAGE_ROOT, 'data', 'paints');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.csv'))
    .map((name) => path.join(dir, name));
  const report = await importCatalogue({ db: t.db, files });
  expect(report.badRows).toEqual([]);
  const client = createClient(t.app);
  for (let page = 1; ; page += 1) {
    const { body } = await client.get<TPaintsPage>(`/api/paints?pageSize=100&page=${page}`);
    for (const paint of body.paints)
      if (paint.hexCode)
        catalogue.set(`${paint.manufacturer}|${paint.seriesName}|${paint.paintName}`, { ...paint, hexCode: paint.hexCode });
    if (page * body.pageSize >= body.total) break;
  }
});

/** A paint of a line by name; a truth naming a paint the line lost fails. */
function paintOf(file: string, name: string) {
  const line = CATALOGUE_LINES.find((candidate) => candidate.file === file);
  const found = catalogue.get(`${line?.manufacturer}|${line?.series}|${name}`);
  if (!found) throw new Error(`${file} has no ${name} with a colour`);
  return found;
}

/** Whether a truth holds of a line, and what a painter would look at to see why not. */
type TReading = { holds: boolean; seen: string };

const READINGS: Record<TLineTruth, (row: TLineTruths) => Promise<TReading>> = {
  ultramarine: async ({ file, ultramarine = '' }) => {
    const { hexCode } = paintOf(file, ultramarine);
    const { hue, lightness } = look(hexCode);
    return {
      holds:
        hueWithin(hue, lightness < DARK_MASSTONE_LIGHTNESS ? ULTRAMARINE_DARK_HUE : ULTRAMARINE_HUE) &&
        lightness <= ULTRAMARINE_MOST_LIGHTNESS,
      seen: `${ultramarine} ${hexCode}: hue ${hue.toFixed(0)}, L* ${lightness.toFixed(0)}`,
    };
  },
  twin: async ({ file, ultramarine = '' }) => {
    const paint = paintOf(file, ultramarine);
    const { body } = await createClient(t.app).get<TAlternative[]>(`/api/paints/${paint.id}/alternatives?limit=1`);
    const first = body[0]?.paint;
    const bothNamed = paint.pigmentCodes.length > 0 && (first?.pigmentCodes.length ?? 0) > 0;
    return {
      holds: /ultramarine|lapis/i.test(first?.paintName ?? '') && (!bothNamed || body[0]?.samePigments === true),
      seen: `${first?.manufacturer} ${first?.paintName} [${first?.pigmentCodes.join(' ')}] for [${paint.pigmentCodes.join(' ')}]`,
    };
  },
  green: async ({ file, green = ['', ''] }) => {
    const [yellow, blue] = green.map((name) => paintOf(file, name));
    const mixes = partRatios(2, RECIPE_MOST_PARTS).map(([a = 1, b = 1]) => ({
      parts: `${a}:${b}`,
      mix: mixOf([
        { hexCode: '', ...yellow, parts: a },
        { hexCode: '', ...blue, parts: b },
      ]),
    }));
    const greens = mixes.filter(({ mix }) => hueWithin(mix.full.hue, HUES.green));
    const hues = mixes.map(({ mix }) => mix.full.hue);
    return {
      holds: greens.length > 0,
      seen: `${green.join(' + ')}: hues ${Math.min(...hues).toFixed(0)}-${Math.max(...hues).toFixed(0)} at 1:8-8:1`,
    };
  },
  grey: async ({ file, ultramarine = '', burntSienna = '' }) => {
    const mix = mostNeutralMix(paintOf(file, ultramarine), paintOf(file, burntSienna));
    return { holds: mix.chroma <= NEAR_NEUTRAL_CHROMA, seen: `${mix.parts.join(':')} ${mix.hexCode}, C* ${mix.chroma.toFixed(1)}` };
  },
};

/** The truths a row can be asked: those whose paints the line sells. */
function askable(row: TLineTruths): TLineTruth[] {
  return (['ultramarine', 'twin', 'green', 'grey'] as const).filter((truth) =>
    truth === 'green' ? Boolean(row.green) : truth === 'grey' ? Boolean(row.ultramarine && row.burntSienna) : Boolean(row.ultramarine),
  );
}

const cases = (gaps: boolean) =>
  LINE_TRUTHS.flatMap((row) =>
    askable(row)
      .filter((truth) => Boolean(row.gaps?.[truth]) === gaps)
      .map((truth) => ({ name: `${row.file}: ${truth}`, row, truth, gap: row.gaps?.[truth] })),
  );

describe('every line has truths', () => {
  it('covers each line the catalogue ships, and says what a line lacks when a truth cannot be asked', () => {
    expect(LINE_TRUTHS.map(({ file }) => file).sort()).toEqual(CATALOGUE_LINES.map(({ file }) => file).sort());
    for (const row of LINE_TRUTHS) expect(askable(row).length === 4 || Boolean(row.lacks), row.file).toBe(true);
  });

  it.each(cases(false))('$name', async ({ row, truth }) => {
    const reading = await READINGS[truth](row);
    expect(reading.holds, reading.seen).toBe(true);
  });

  // A known gap: once the data or the model holds the truth this fails, and the gap goes.
  it.each(cases(true))('$name: not yet ($gap)', async ({ row, truth }) => {
    const reading = await READINGS[truth](row);
    expect(reading.holds, reading.seen).toBe(false);
  });
});
