import spectral from 'spectral.js';
import { TINT_WHITE_PARTS, WASH_STRENGTHS } from '#common/constants.ts';
import type { TLightening } from '#common/lightening.ts';
import { pigmentFieldCodes } from '#common/pigment-codes.ts';
import { shapedReflectance, spectralShape, type TSpectralShape } from './pigment-spectra';

// How paints mix (issue 25, decision 021). Each paint's swatch colour (its masstone: the
// full-strength wash as the maker's chart shows it) becomes a 38-band reflectance curve
// (spectral.js), and each band its Kubelka–Munk absorption-to-scattering ratio K/S = (1 - R)² / 2R.
// A mix averages those ratios weighted by parts of paint, and turns the average back into
// reflectance, R = 1 + K/S - √((K/S)² + 2 K/S), and so into sRGB. A wash thins the paint with water
// over white paper: a transparent film whose absorbance falls in proportion (Beer–Lambert), so a
// wash at strength s reflects R^s in each band (a quarter-strength wash of a masstone that
// reflects 1 % reflects 32 %, as on paper; thinning K/S instead would leave it at 4 %, a mid-tone).
// Where the paint's pigments give its curve's shape (pigment-spectra.ts: a cadmium's step, a cobalt's
// band), the curve is that shape's that gives the swatch back; otherwise spectral.js's from the swatch alone.
// A tint (issue 42: gouache, an opaque paint) is the paint mixed with titanium white, so it is a mix:
// the white's K/S joins the average, its parts counted by how much more it scatters (TINT_WHITE_SCATTERING below).
//
// spectral.js's own `mix` weights each colour by parts² × strength² × luminance, so a dark paint
// counts for far less than its parts (1:1 phthalo blue and hansa yellow weigh about 1 to 15): its
// ratios are not parts of paint. Here a part is a part, and a strong paint dominates through its
// own K/S: a masstone is a part of paint at full strength, so its darkness already says how far a
// part of it carries (decision 021 measures why a tinting-strength weight on top would count it twice).

/** A paint as the mix model reads it: its swatch colour (masstone) and, where known, its pigments. */
export interface TMixPaint {
  hexCode: string;
  pigmentCodes?: readonly string[];
}

/** A painter's colour (palette or studio) as the mix model reads it: its pigment field's codes when it holds nothing else. */
export function mixPaint({ hexCode, pigmentCode }: { hexCode: string; pigmentCode: string | null }): Required<TMixPaint> {
  return { hexCode, pigmentCodes: pigmentFieldCodes(pigmentCode ?? '') ?? [] };
}

/** One paint in a mix, and how many parts of it. */
export interface TMixIngredient extends TMixPaint {
  parts: number;
}

/** A mix as K/S per band: what washes and swatches are drawn from. */
export type TKsCurve = readonly number[];

/** A paint's K/S curve, and the shape its pigments gave it (null: spectral.js's, from the colour alone). */
interface TPaintCurve {
  ks: TKsCurve;
  shape: TSpectralShape | null;
}
const curveOfPaint = new Map<string, TPaintCurve>();
/**
 * The most curves kept: a server mixes every colour any painter saves a recipe of, so the cache is
 * emptied once it holds this many (some 2 MB), and the curves in use are worked out again.
 */
const CURVES_KEPT = 5000;
/** The least a paint layer reflects in any band (0.5 %): ivory black's masstone reflects about 2-4 %. */
const MIN_REFLECTANCE = 0.005;

function paintCurve({ hexCode, pigmentCodes }: TMixPaint): TPaintCurve {
  const shape = spectralShape(pigmentCodes);
  const key = `${hexCode.toUpperCase()} ${shape ?? ''}`;
  let curve = curveOfPaint.get(key);
  if (!curve) {
    const shaped = shape ? shapedReflectance(hexCode, shape) : null;
    const reflectance = shaped ?? new spectral.Color(hexCode.toUpperCase()).R;
    // A black swatch reflects nothing in the sRGB sense; paint always reflects a little (a black mixed
    // in darkens, it does not blacken everything it touches).
    const ks = reflectance.map((r) => Math.max(r, MIN_REFLECTANCE)).map((r) => (1 - r) ** 2 / (2 * r));
    curve = { ks, shape: shaped ? shape : null };
    if (curveOfPaint.size >= CURVES_KEPT) curveOfPaint.clear();
    curveOfPaint.set(key, curve);
  }
  return curve;
}

/** The K/S curve of a paint, worked out once per swatch colour and curve shape. */
export function ksCurve(paint: TMixPaint): TKsCurve {
  return paintCurve(paint).ks;
}

/** Whether a paint mixes with a curve its pigments shaped, or one from its colour alone: what the preview says. */
export function curveBasis(paint: TMixPaint): 'pigments' | 'colour' {
  return paintCurve(paint).shape ? 'pigments' : 'colour';
}

/** The mix of some paints: K/S per band, averaged by parts. Nothing in it, or no parts, is an error. */
export function mixCurve(ingredients: readonly TMixIngredient[]): TKsCurve {
  const weights = ingredients.map(({ parts }) => parts);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!(total > 0)) throw new RangeError('A mix needs some parts of paint.');
  const curves = ingredients.map((paint) => ksCurve(paint));
  return curves[0]?.map((_, band) => curves.reduce((sum, curve, i) => sum + (curve[band] ?? 0) * (weights[i] ?? 0), 0) / total) ?? [];
}

/**
 * The colour of a mix thinned to `strength` of full (1 the mix as it is, 0.25 a quarter-strength
 * wash over white paper), as sRGB hex in capitals.
 */
export function curveHex(curve: TKsCurve, strength = 1): string {
  const reflectance = curve.map((ks) => (1 + ks - Math.sqrt(ks * ks + 2 * ks)) ** strength);
  return new spectral.Color(reflectance).toString({ format: 'hex' }).toUpperCase();
}

/** The colour some paints mix to, at full strength. */
export function mixHex(ingredients: readonly TMixIngredient[]): string {
  return curveHex(mixCurve(ingredients));
}

/** A mix (or one paint) as its wash strip: one colour per WASH_STRENGTHS step. */
export function washStrip(ingredients: readonly TMixIngredient[]): string[] {
  const curve = mixCurve(ingredients);
  return WASH_STRENGTHS.map((strength) => curveHex(curve, strength));
}

/**
 * The white a gouache is tinted with: titanium white (PW6). Its colour is the masstone of Daniel Smith
 * Extra Fine Gouache Titanium White (PW6, opaque) as the catalogue records it from the maker's chart
 * (data/paints/daniel-smith-extra-fine-gouache.csv, #F4F2ED): slightly warm, as rutile is, which
 * absorbs at the violet end. The gouache lines' other titanium whites lie within #F2F2F2-#FBFBFA.
 */
export const TITANIUM_WHITE_HEX = '#F4F2ED';
/**
 * How many parts of coloured paint a part of titanium white counts for in a tint. The mix model
 * takes every paint's scattering as equal (one-constant Kubelka–Munk), which holds among coloured
 * paints; a white's power is its scattering (rutile's refractive index is about 2.7, ultramarine's and
 * the organic pigments' about 1.5-1.8, near the binder's), which its masstone cannot show: every white
 * looks white. Two-constant
 * Kubelka–Munk, K/S = (K_paint + n K_white) / (S_paint + n S_white), with the white scattering this
 * many times as much, is the same average with its parts weighted so. The value is chosen, not
 * measured: at 1 (a part is a part) 1 : 3 of French Ultramarine (#2B3A8C) stays a mid blue (L* 47);
 * at 4 it is the pale blue painters mix (L* 63), and 1 : 3 of a black is still a mid grey (L* 41).
 */
const TINT_WHITE_SCATTERING = 4;

/** A mix (or one paint) as its tint strip: the paint mixed with titanium white at each TINT_WHITE_PARTS step. */
export function tintStrip(ingredients: readonly TMixIngredient[]): string[] {
  const curve = mixCurve(ingredients);
  const white = ksCurve({ hexCode: TITANIUM_WHITE_HEX });
  return TINT_WHITE_PARTS.map((parts) => {
    const weight = parts * TINT_WHITE_SCATTERING;
    return curveHex(curve.map((ks, band) => (ks + weight * (white[band] ?? 0)) / (1 + weight)));
  });
}

/** A mix (or one paint) lightened as its medium is: washed out with water, or tinted with white. */
export function lighteningStrip(lightening: TLightening, ingredients: readonly TMixIngredient[]): string[] {
  return lightening === 'water' ? washStrip(ingredients) : tintStrip(ingredients);
}
