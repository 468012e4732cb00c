// useMode is culori's registration of a color space, not a React hook; the alias keeps lint from mistaking it.
import { converter, differenceCiede2000, modeLab65, modeRgb, modeXyz65, useMode as registerColorSpace } from 'culori/fn';
import { LIGHTFASTNESS } from '#common/constants.ts';
import { readPaint, type TBasis, type TPaintReading, type TPigmentTable } from './paint-reading';
import type { TBias, TLightfastness } from './pigment-facts';
import type { TLightfastnessBasis } from './rating-origin';

registerColorSpace(modeRgb);
registerColorSpace(modeXyz65);
registerColorSpace(modeLab65);
const toLab = converter('lab65');
const ciede2000 = differenceCiede2000();

/**
 * Two colours this close (CIEDE2000) look alike on paper: near-duplicates, where the pigment does not
 * decide. On the shipped catalogue, one paint's twins across makers lie at 0.9-4.2, while paints of
 * one pigment made in several shades that a painter keeps side by side do not: raw and burnt umber
 * (PBr7) 7.9-9.2, cadmium lemon and cadmium yellow (PY35) further.
 */
export const NEAR_DUPLICATE_DELTA_E = 5;

/** A colour of a palette, as far as the check reads it. */
export interface TCheckedColor {
  paintName: string;
  hexCode: string;
  pigmentCode: string | null;
  /** The paint's rating (the maker's, the painter's, or its pigment's class), one of LIGHTFASTNESS. */
  lightfastness: string | null;
  /** Issue 42: 'pigment' when that rating is a catalogue paint's pigment class, not the paint's own. */
  lightfastnessBasis?: TLightfastnessBasis | null;
}

export type TPrimary = 'red' | 'yellow' | 'blue';
export const PRIMARIES: readonly TPrimary[] = ['red', 'yellow', 'blue'];

/** A paint that may fade, and why the check says so. */
export interface TFading {
  name: string;
  rating: TLightfastness;
  /** The paint's own rating, or its pigments' class (then which pigments). */
  basis: 'paint' | 'pigments';
  codes: string[];
}

/**
 * What a painter would want to know about a palette as a whole (issue 25), derived from its colors
 * and the pigment table each time: never stored.
 */
export interface TPaletteCheck {
  /**
   * Near-duplicates, and what decided it: 'pigments' for one single pigment made in one shade;
   * 'colour' for one pigment made in several shades (`code`) whose colours also look alike, or for
   * colours of unknown pigments (`code` null) that look alike.
   */
  nearDuplicates: Array<{ code: string | null; names: string[]; basis: TBasis }>;
  /** Rated III or IV, by the paint's own rating or else its pigments' class. */
  mayFade: TFading[];
  /** Lightfast enough by rating, but with a caveat painters know ('may fade in thin washes'). */
  caveats: Array<{ name: string; note: string }>;
  /** Neither a rating of its own nor pigments whose class is known. */
  unrated: string[];
  /** Primaries without both a warm and a cool version, with the versions the palette has. */
  unpairedPrimaries: Array<{ primary: TPrimary; has: Array<{ bias: TBias; names: string[] }> }>;
  /** Colours whose hue was read from their colour because their pigments are not known. */
  readByColour: string[];
}

/** Groups in which every two colours look alike (a chain of near pairs is not one colour). */
function lookAlike(colors: readonly TCheckedColor[], members: readonly number[]): number[][] {
  // Each colour converted once, not once per pair it is in.
  const labs = new Map(members.map((index) => [index, toLab(colors[index]?.hexCode ?? '')]));
  const close = (a: number, b: number) => {
    const labA = labs.get(a);
    const labB = labs.get(b);
    return Boolean(labA && labB && ciede2000(labA, labB) <= NEAR_DUPLICATE_DELTA_E);
  };
  const groups: number[][] = [];
  for (const index of members) {
    const group = groups.find((candidate) => candidate.every((other) => close(index, other)));
    if (group) group.push(index);
    else groups.push([index]);
  }
  return groups.filter((group) => group.length > 1);
}

/**
 * Issue 42: the pigment decides where it is known. Colours of one single pigment made in one shade
 * (two makers' PG18 viridian) are near-duplicates whatever their swatches say, since the palette is
 * one medium; of a pigment made in several shades (PBr7 burnt sienna and raw umber) only when they
 * also look alike. Colours whose pigments are not known are compared by colour alone.
 */
function nearDuplicates(
  colors: readonly TCheckedColor[],
  readings: readonly TPaintReading[],
  table: TPigmentTable,
): TPaletteCheck['nearDuplicates'] {
  const bySinglePigment = new Map<string, number[]>();
  const unknown: number[] = [];
  readings.forEach((reading, index) => {
    const [only] = reading.codes;
    if (reading.codes.length === 0 || reading.codes.some((code) => !table.has(code))) unknown.push(index);
    else if (reading.codes.length === 1 && only) bySinglePigment.set(only, [...(bySinglePigment.get(only) ?? []), index]);
  });
  const names = (group: readonly number[]) => group.map((index) => colors[index]?.paintName ?? '');
  const found = [...bySinglePigment].flatMap(([code, members]): TPaletteCheck['nearDuplicates'] => {
    if (table.get(code)?.shadesVary) return lookAlike(colors, members).map((group) => ({ code, names: names(group), basis: 'colour' }));
    return members.length > 1 ? [{ code, names: names(members), basis: 'pigments' }] : [];
  });
  found.sort((a, b) => (a.code ?? '').localeCompare(b.code ?? ''));
  return [...found, ...lookAlike(colors, unknown).map((group) => ({ code: null, names: names(group), basis: 'colour' as const }))];
}

function lightfastness(
  colors: readonly TCheckedColor[],
  readings: readonly TPaintReading[],
): Pick<TPaletteCheck, 'mayFade' | 'caveats' | 'unrated'> {
  const mayFade: TFading[] = [];
  const caveats: TPaletteCheck['caveats'] = [];
  const unrated: string[] = [];
  colors.forEach((color, index) => {
    const reading = readings[index];
    const stated = LIGHTFASTNESS.find((rating) => rating === color.lightfastness) ?? null;
    const rating = stated ?? reading?.pigmentLightfastness ?? null;
    // A catalogue paint's rating that is its pigments' class is not the paint's own (issue 42).
    const own = stated !== null && color.lightfastnessBasis !== 'pigment';
    if (!rating || !reading) {
      unrated.push(color.paintName);
      return;
    }
    if (rating === 'III-Fair' || rating === 'IV-Fugitive') {
      mayFade.push({ name: color.paintName, rating, basis: own ? 'paint' : 'pigments', codes: reading.codes });
      return;
    }
    for (const note of reading.lightfastnessNotes) caveats.push({ name: color.paintName, note });
  });
  // The most fugitive first.
  mayFade.sort((a, b) => LIGHTFASTNESS.indexOf(b.rating) - LIGHTFASTNESS.indexOf(a.rating));
  return { mayFade, caveats, unrated };
}

function primaries(
  colors: readonly TCheckedColor[],
  readings: readonly TPaintReading[],
): Pick<TPaletteCheck, 'unpairedPrimaries' | 'readByColour'> {
  const found = new Map<TPrimary, Map<TBias, string[]>>();
  const readByColour: string[] = [];
  readings.forEach((reading, index) => {
    const hue = reading.hue;
    const primary = PRIMARIES.find((p) => p === hue?.family);
    if (!hue || !primary) return;
    const name = colors[index]?.paintName ?? '';
    if ((hue.basis satisfies TBasis) === 'colour') readByColour.push(name);
    const biases = found.get(primary) ?? new Map<TBias, string[]>();
    // A primary whose pigment leans neither way, or whose lean is not known, is a mid one.
    const bias = hue.bias ?? 'mid';
    biases.set(bias, [...(biases.get(bias) ?? []), name]);
    found.set(primary, biases);
  });
  const unpairedPrimaries = PRIMARIES.flatMap((primary) => {
    const biases = found.get(primary);
    if (biases?.has('warm') && biases.has('cool')) return [];
    return [{ primary, has: [...(biases ?? [])].map(([bias, names]) => ({ bias, names })) }];
  });
  return { unpairedPrimaries, readByColour };
}

/** The palette's findings: its colors, grid and working area alike. */
export function checkPalette(colors: readonly TCheckedColor[], table: TPigmentTable): TPaletteCheck {
  const readings = colors.map((color) => readPaint(color, table));
  return { nearDuplicates: nearDuplicates(colors, readings, table), ...lightfastness(colors, readings), ...primaries(colors, readings) };
}
