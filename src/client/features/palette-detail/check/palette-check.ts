// useMode is culori's registration of a color space, not a React hook; the alias keeps lint from mistaking it.
import { converter, modeLrgb, modeOklab, modeOklch, modeRgb, useMode as registerColorSpace } from 'culori/fn';
import type { TColor } from '../../../../common/schemas/color';
import { splitPigmentQuery } from '../../../../common/pigment-codes';

registerColorSpace(modeRgb);
registerColorSpace(modeLrgb);
registerColorSpace(modeOklab);
registerColorSpace(modeOklch);
const toOklch = converter('oklch');

export type TPrimary = 'red' | 'yellow' | 'blue';
export type TBias = 'warm' | 'cool';
/** A primary's lean, or 'mid': a hue between its warm and its cool side. */
export type TLean = TBias | 'mid';

/**
 * What a painter would want to know about a palette as a whole, derived from its colors each time
 * (issue 15, palette check): never stored.
 */
export interface TPaletteCheck {
  /** Colors made of the same single pigment, by that pigment: near-duplicates. */
  sameSinglePigment: Array<{ code: string; names: string[] }>;
  /** Colors that may fade: rated III or IV, or not rated at all. */
  mayFade: Array<{ name: string; rating: 'III-Fair' | 'IV-Fugitive' | null }>;
  /** Primaries without both a warm and a cool version, with the versions the palette has. */
  unpairedPrimaries: Array<{ primary: TPrimary; has: Array<{ bias: TLean; names: string[] }> }>;
}

/**
 * Where each primary sits on the OKLCH hue circle (degrees), and which side of it leans warm.
 * Measured on painters' standard pigments: reds from quinacridone magenta PR122
 * (351°) and rose PV19 (6°), the cool ones, to pyrrole scarlet PR255 (29°); yellows from
 * isoindolinone PY110 (67°), warm, to lemon PY175 (106°); blues from cerulean PB35 (243°), cool,
 * to ultramarine PB29 (270°) and indanthrone PB60 (277°). A hue between the two sides (a mid
 * yellow such as PY74 at 90°, cobalt PB28 at 261°) is 'mid'. A primary must also be a strong
 * color: earths (burnt sienna) and greys are not reds or blues.
 */
const PRIMARIES: Record<TPrimary, { from: number; to: number; warm: (hue: number) => boolean; cool: (hue: number) => boolean; minChroma: number; minLightness: number }> = {
  red: { from: 340, to: 40, warm: (h) => h >= 24 && h < 40, cool: (h) => h >= 340 || h < 24, minChroma: 0.14, minLightness: 0 },
  yellow: { from: 60, to: 115, warm: (h) => h < 88, cool: (h) => h >= 92, minChroma: 0.12, minLightness: 0.7 },
  blue: { from: 225, to: 300, warm: (h) => h >= 262, cool: (h) => h <= 252, minChroma: 0.06, minLightness: 0 },
};

function inBand(hue: number, band: { from: number; to: number }): boolean {
  return band.from <= band.to ? hue >= band.from && hue < band.to : hue >= band.from || hue < band.to;
}

/** The primary and its lean a color reads as, or null (a secondary, an earth, a grey). */
export function primaryOf(hexCode: string): { primary: TPrimary; bias: TLean } | null {
  const color = toOklch(hexCode);
  if (!color || color.h === undefined) return null;
  const hue = color.h;
  for (const [primary, band] of Object.entries(PRIMARIES) as Array<[TPrimary, (typeof PRIMARIES)[TPrimary]]>) {
    if (!inBand(hue, band) || color.c < band.minChroma || color.l < band.minLightness) continue;
    if (band.warm(hue)) return { primary, bias: 'warm' };
    if (band.cool(hue)) return { primary, bias: 'cool' };
    return { primary, bias: 'mid' };
  }
  return null;
}

/** The palette's findings: its colors, grid and working area alike. */
export function checkPalette(colors: readonly TColor[]): TPaletteCheck {
  const bySinglePigment = new Map<string, string[]>();
  for (const color of colors) {
    const codes = [...new Set(splitPigmentQuery(color.pigmentCode ?? '').codes)];
    const [only] = codes;
    if (codes.length !== 1 || !only) continue;
    bySinglePigment.set(only, [...(bySinglePigment.get(only) ?? []), color.paintName]);
  }
  const sameSinglePigment = [...bySinglePigment]
    .filter(([, names]) => names.length > 1)
    .map(([code, names]) => ({ code, names }))
    .sort((a, b) => a.code.localeCompare(b.code));

  const mayFade = colors.flatMap((color): TPaletteCheck['mayFade'] => {
    const rating = color.lightfastness;
    if (rating === null) return [{ name: color.paintName, rating: null }];
    return rating === 'III-Fair' || rating === 'IV-Fugitive' ? [{ name: color.paintName, rating }] : [];
  });

  const found = new Map<TPrimary, Map<TLean, string[]>>();
  for (const color of colors) {
    const reading = primaryOf(color.hexCode);
    if (!reading) continue;
    const biases = found.get(reading.primary) ?? new Map<TLean, string[]>();
    biases.set(reading.bias, [...(biases.get(reading.bias) ?? []), color.paintName]);
    found.set(reading.primary, biases);
  }
  const unpairedPrimaries = (Object.keys(PRIMARIES) as TPrimary[]).flatMap((primary) => {
    const biases = found.get(primary);
    if (biases?.has('warm') && biases.has('cool')) return [];
    return [{ primary, has: [...(biases ?? [])].map(([bias, names]) => ({ bias, names })) }];
  });

  return { sameSinglePigment, mayFade, unpairedPrimaries };
}
