// useMode is culori's registration of a color space, not a React hook; the alias keeps lint from mistaking it.
import { converter, modeLrgb, modeOklab, modeOklch, modeRgb, useMode as registerColorSpace } from 'culori/fn';
import { LIGHTFASTNESS } from '#common/constants.ts';
import { splitPigmentQuery } from '#common/pigment-codes.ts';
import type { TBias, THueFamily, TLightfastness, TPigmentFacts } from './pigment-facts';

registerColorSpace(modeRgb);
registerColorSpace(modeLrgb);
registerColorSpace(modeOklab);
registerColorSpace(modeOklch);
const toOklch = converter('oklch');

/** The pigment facts by code, as GET /api/paints/pigments answers them. */
export type TPigmentTable = ReadonlyMap<string, TPigmentFacts>;

export function pigmentTable(pigments: readonly TPigmentFacts[]): TPigmentTable {
  return new Map(pigments.map((pigment) => [pigment.code, pigment]));
}

/** What a paint's color says of it where its pigments do not: 'pigments' or 'colour'. */
export type TBasis = 'pigments' | 'colour';

/** A paint as the colour tools read it: from its pigments where they are known, else from its colour. */
export interface TPaintReading {
  /** The codes of its pigment field, in standard form. */
  codes: string[];
  /** Its family and lean (null where no lean is known: an earth), and what they were read from; null for a mixture of families or a grey. */
  hue: { family: THueFamily; bias: TBias | null; basis: TBasis } | null;
  /** Its pigments' lightfastness class (the least lightfast); null unless every pigment has one. */
  pigmentLightfastness: TLightfastness | null;
  /** What painters should know of its pigments' lightfastness beyond the class. */
  lightfastnessNotes: string[];
}

/** Families that tone a mixture without giving it a hue: a Payne's grey is a blue darkened, not a primary. */
const TONES: ReadonlySet<THueFamily> = new Set(['black', 'white']);

/**
 * Where a primary's colour sits on the OKLCh hue circle, and which side of it leans warm, for paints
 * whose pigments are not known. Measured on painters' standard pigments: reds from quinacridone
 * magenta PR122 (351°) and rose PV19 (6°), the cool ones, to pyrrole scarlet PR255 (29°); yellows
 * from the warm deep ones (PY65, PY150, cadmium deep: 60-88° on the makers' charts) through the
 * mid ones (PY97, PY154, aureolin: 96-100°) to the lemons (PY175, PY3, PY184: 101-105°); blues from
 * cerulean PB35 (236°) and phthalo green shade (250°), cool, to ultramarine PB29 (266-268°) and
 * indanthrone PB60 (271°+). A hue between the two sides (a mid yellow, cobalt PB28 at 254-259°) is
 * 'mid'. A primary must also be a strong colour: earths (burnt sienna) and greys are not reds or blues.
 */
const PRIMARY_HUES: Array<{
  family: THueFamily;
  from: number;
  to: number;
  warm: (h: number) => boolean;
  cool: (h: number) => boolean;
  minChroma: number;
  minLightness: number;
}> = [
  { family: 'red', from: 340, to: 40, warm: (h) => h >= 24 && h < 40, cool: (h) => h >= 340 || h < 24, minChroma: 0.14, minLightness: 0 },
  { family: 'yellow', from: 55, to: 115, warm: (h) => h < 90, cool: (h) => h > 100.5, minChroma: 0.12, minLightness: 0.7 },
  { family: 'blue', from: 225, to: 300, warm: (h) => h >= 262, cool: (h) => h <= 252, minChroma: 0.06, minLightness: 0 },
];

function inBand(hue: number, from: number, to: number): boolean {
  return from <= to ? hue >= from && hue < to : hue >= from || hue < to;
}

/** The primary and lean a colour reads as, or null (a secondary, an earth, a grey). */
export function primaryByColour(hexCode: string): { family: THueFamily; bias: TBias } | null {
  const colour = toOklch(hexCode);
  if (!colour || colour.h === undefined) return null;
  const hue = colour.h;
  const band = PRIMARY_HUES.find((b) => inBand(hue, b.from, b.to) && colour.c >= b.minChroma && colour.l >= b.minLightness);
  if (!band) return null;
  return { family: band.family, bias: band.warm(hue) ? 'warm' : band.cool(hue) ? 'cool' : 'mid' };
}

/**
 * A pigment made in several shades (cadmium yellow from lemon to deep) leans as its colour shows
 * when that colour reads clearly as the other side; otherwise as the pigment usually does.
 */
function biasOfShade(pigment: TPigmentFacts, hexCode: string): TBias | null {
  const byColour = primaryByColour(hexCode);
  if (pigment.shadesVary && byColour && byColour.family === pigment.hueFamily && byColour.bias !== 'mid') return byColour.bias;
  return pigment.bias;
}

/**
 * What a pigment of a neighbouring family does to a primary's lean: a deep yellow of cadmium yellow
 * and cadmium red is a warm yellow, a yellow with a green a cool one; a red with a violet is cool, a
 * blue with a violet warm.
 */
const LEAN_OF_ADMIXTURE: Partial<Record<THueFamily, Partial<Record<THueFamily, TBias>>>> = {
  yellow: { orange: 'warm', red: 'warm', green: 'cool' },
  red: { orange: 'warm', yellow: 'warm', violet: 'cool' },
  blue: { violet: 'warm', green: 'cool' },
};

/**
 * The family and lean its pigments give a paint: all its hue-giving pigments of one family; or, of
 * two neighbouring families, the one its colour reads as, leaning toward the other.
 */
function hueByPigments(known: readonly TPigmentFacts[], hexCode: string): TPaintReading['hue'] {
  const hued = known.filter((pigment) => pigment.hueFamily && !TONES.has(pigment.hueFamily));
  const families = new Set(hued.map((pigment) => pigment.hueFamily));
  // Toned with black or white: a convenience colour, not a primary.
  if (hued.length !== known.length) return null;
  if (families.size === 2) {
    const byColour = primaryByColour(hexCode);
    const other = [...families].find((family) => family !== byColour?.family);
    const lean = byColour && families.has(byColour.family) && other ? LEAN_OF_ADMIXTURE[byColour.family]?.[other] : undefined;
    return byColour && lean ? { family: byColour.family, bias: lean, basis: 'pigments' } : null;
  }
  // A mixture of more families: a convenience colour, not a primary.
  if (families.size !== 1) return null;
  const [family] = families;
  const biases = new Set(hued.map((pigment) => biasOfShade(pigment, hexCode)));
  const [bias = null] = biases;
  if (!family) return null;
  return { family, bias: biases.size === 1 ? bias : 'mid', basis: 'pigments' };
}

/** A paint (its pigment field and colour) as the colour tools read it. */
export function readPaint(paint: { pigmentCode: string | null; hexCode: string }, table: TPigmentTable): TPaintReading {
  const codes = splitPigmentQuery(paint.pigmentCode ?? '').codes;
  const known = codes.flatMap((code) => table.get(code) ?? []);
  const pigmentsKnown = codes.length > 0 && known.length === codes.length;
  const classes = known.map((pigment) => pigment.lightfastness);
  const worst = classes.reduce<number>((max, rating) => Math.max(max, rating ? LIGHTFASTNESS.indexOf(rating) : -1), -1);
  const byColour = primaryByColour(paint.hexCode);
  return {
    codes,
    hue: pigmentsKnown ? hueByPigments(known, paint.hexCode) : byColour && { ...byColour, basis: 'colour' },
    pigmentLightfastness: pigmentsKnown && classes.every((rating) => rating !== null) ? (LIGHTFASTNESS[worst] ?? null) : null,
    lightfastnessNotes: known.flatMap((pigment) => (pigment.lightfastnessNote ? [pigment.lightfastnessNote] : [])),
  };
}
