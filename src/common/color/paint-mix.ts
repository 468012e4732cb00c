import spectral from 'spectral.js';
import { WASH_STRENGTHS } from '../constants';

// How paints mix (issue 25, decision 021). Each paint's swatch colour (its masstone: the
// full-strength wash as the maker's chart shows it) becomes a 38-band reflectance curve
// (spectral.js), and each band its Kubelka–Munk absorption-to-scattering ratio K/S = (1 - R)² / 2R.
// A mix averages those ratios weighted by parts of paint, and turns the average back into
// reflectance, R = 1 + K/S - √((K/S)² + 2 K/S), and so into sRGB. A wash thins the paint with water
// over white paper: a transparent film whose absorbance falls in proportion (Beer–Lambert), so a
// wash at strength s reflects R^s in each band (a quarter-strength wash of a masstone that
// reflects 1 % reflects 32 %, as on paper; thinning K/S instead would leave it at 4 %, a mid-tone).
//
// spectral.js's own `mix` weights each colour by parts² × strength² × luminance, so a dark paint
// counts for far less than its parts (1:1 phthalo blue and hansa yellow weigh about 1 to 15): its
// ratios are not parts of paint. Here a part is a part, and a strong paint dominates through its
// own K/S: a masstone is a part of paint at full strength, so its darkness already says how far a
// part of it carries (decision 021 measures why a tinting-strength weight on top would count it twice).

/** One paint in a mix: its swatch colour (masstone) and how many parts of it. */
export interface TMixIngredient {
  hexCode: string;
  parts: number;
}

/** A mix as K/S per band: what washes and swatches are drawn from. */
export type TKsCurve = readonly number[];

const ksOfHex = new Map<string, TKsCurve>();
/** The least a paint layer reflects in any band (0.5 %): ivory black's masstone reflects about 2-4 %. */
const MIN_REFLECTANCE = 0.005;

/** The K/S curve of a swatch colour, worked out once per colour. */
export function ksCurve(hexCode: string): TKsCurve {
  const key = hexCode.toUpperCase();
  let curve = ksOfHex.get(key);
  if (!curve) {
    // A black swatch reflects nothing in the sRGB sense; paint always reflects a little (a black mixed
    // in darkens, it does not blacken everything it touches).
    curve = new spectral.Color(key).R.map((r) => Math.max(r, MIN_REFLECTANCE)).map((r) => (1 - r) ** 2 / (2 * r));
    ksOfHex.set(key, curve);
  }
  return curve;
}

/** The mix of some paints: K/S per band, averaged by parts. Nothing in it, or no parts, is an error. */
export function mixCurve(ingredients: readonly TMixIngredient[]): TKsCurve {
  const weights = ingredients.map(({ parts }) => parts);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!(total > 0)) throw new RangeError('A mix needs some parts of paint.');
  const curves = ingredients.map(({ hexCode }) => ksCurve(hexCode));
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
