import { differenceCiede2000, modeLab65, modeRgb, useMode as registerColorSpace } from 'culori/fn';
import spectral from 'spectral.js';

// Issue 42: a paint's reflectance curve from its pigments where they say its shape. spectral.js
// builds every curve from the swatch's sRGB alone, as sums of seven smooth basis curves, so a
// cadmium orange reflects some 14 % across the greens (500-580 nm) and a cobalt blue reflects
// green too: their mixes keep that shared band and run teal, where the real pigments make a grey.
// Three classes of pigment have curves of a known shape, and the paint's swatch fixes the rest:
// - 'edge': the yellows, oranges and reds whose pigments absorb everything short of one wavelength
//   and reflect beyond it (the cadmiums, the hansa and benzimidazolone yellows, bismuth vanadate, the
//   pyrroles, perinone): a step up at one wavelength. It is taken where the step lies at
//   EDGE_SHAPED_FROM nm or past it, an orange's or a red's, where spectral.js's curve leaks green; a
//   yellow's steps up in the greens, where spectral.js's smooth curve already holds what painters see
//   (its clear greens with phthalo blue, its greys with dioxazine violet: the painters' truths).
// - 'band': the blues and greens of cobalt, ultramarine, cerulean, viridian and the phthalocyanine
//   greens, which reflect one band and absorb the rest: a band between two wavelengths. The
//   phthalocyanine blues and Prussian blue reflect a long tail into the greens that such a band cuts
//   off (their clear greens with a yellow), so they keep spectral.js's curve.
// - 'notch': the quinacridone roses, magentas and reds, which absorb the greens (some 500-580 nm)
//   and reflect the reds and, less, the violets: a red part beyond one wavelength and a violet lobe,
//   of its own height, short of another. spectral.js gives a rose the blue of its "magenta" and
//   "blue" basis curves, which a phthalo green shares: their mix ran slate blue, not the near-black
//   painters make of them (decision 035).
// Of every curve of the shape (its wavelengths on a grid), the one whose low and high reflectances,
// fitted by least squares, give the swatch's colour back is taken; a swatch no curve of its shape
// gives back (a greyed or dulled paint) keeps spectral.js's curve. Each curve's edges are logistic,
// EDGE_WIDTH_NM wide in its scale (10-90 % over some 50 nm, as the cadmiums' edges run).

export type TSpectralShape = 'edge' | 'band' | 'notch';

const EDGE = new Set([
  ...['PY35', 'PY37', 'PO20', 'PR108'],
  ...['PY1', 'PY3', 'PY65', 'PY74', 'PY97', 'PY110', 'PY139', 'PY151', 'PY154', 'PY175', 'PY184'],
  ...['PO36', 'PO43', 'PO62', 'PO73', 'PR254', 'PR255'],
]);
const NOTCH = new Set(['PV19', 'PR122', 'PR202', 'PR209']);
const BAND = new Set(['PB28', 'PB29', 'PB35', 'PB36', 'PG18', 'PG50', 'PG7', 'PG36']);

/** The shape of a paint's curve, from its pigments (see above); null for spectral.js's curve. */
export function spectralShape(pigmentCodes: readonly string[] | undefined): TSpectralShape | null {
  const codes = (pigmentCodes ?? []).map((code) => code.toUpperCase());
  if (codes.length === 0) return null;
  if (codes.every((code) => BAND.has(code))) return 'band';
  if (codes.every((code) => EDGE.has(code))) return 'edge';
  if (codes.every((code) => NOTCH.has(code))) return 'notch';
  return null;
}

const BANDS = 38;
/** The wavelength of each band of spectral.js's curves, in nm. */
const WAVELENGTHS = Array.from({ length: BANDS }, (_, band) => 380 + 10 * band);
const EDGE_WIDTH_NM = 12;
/** The least wavelength of an edge taken (nm): an orange's or a red's, not a yellow's. */
const EDGE_SHAPED_FROM = 560;
/** A notch's violet lobe is one of NOTCH_LOBES heights up to 0.9 of its red part's. */
const NOTCH_LOBES = 9;
/** The least a paint layer reflects in any band, as paint-mix.ts's MIN_REFLECTANCE. */
const LEAST = 0.005;
/** How far (CIEDE2000) a fitted curve's colour may lie from the swatch's: a difference no eye sees beside it. */
const GIVES_BACK = 1;

registerColorSpace(modeRgb);
registerColorSpace(modeLab65);
const ciede2000 = differenceCiede2000();

const rise = (wavelength: number, at: number) => 1 / (1 + Math.exp(-(wavelength - at) / EDGE_WIDTH_NM));

/** A curve shape's high part (0 to 1 per band) and the linear RGB of its high and low parts. */
interface TProfile {
  high: number[];
  highRgb: readonly number[];
  lowRgb: readonly number[];
}

function profile(high: number[]): TProfile {
  return {
    high,
    highRgb: new spectral.Color(high).lRGB,
    lowRgb: new spectral.Color(high.map((part) => 1 - part)).lRGB,
  };
}

const profiles = new Map<TSpectralShape, TProfile[]>();

function profilesOf(shape: TSpectralShape): TProfile[] {
  let found = profiles.get(shape);
  if (!found) {
    found = [];
    if (shape === 'edge') {
      for (let at = EDGE_SHAPED_FROM; at <= 740; at += 2) found.push(profile(WAVELENGTHS.map((wavelength) => rise(wavelength, at))));
    } else if (shape === 'notch') {
      for (let from = 420; from <= 520; from += 10)
        for (let to = from + 40; to <= 640; to += 10)
          for (let lobe = 1; lobe <= NOTCH_LOBES; lobe += 1)
            found.push(
              profile(WAVELENGTHS.map((wavelength) => (lobe / NOTCH_LOBES) * 0.9 * (1 - rise(wavelength, from)) + rise(wavelength, to))),
            );
    } else {
      for (let from = 360; from <= 520; from += 5)
        for (let to = from + 30; to <= 640; to += 5)
          found.push(profile(WAVELENGTHS.map((wavelength) => rise(wavelength, from) * (1 - rise(wavelength, to)))));
    }
    profiles.set(shape, found);
  }
  return found;
}

/** The low and high reflectance of a profile that best give `target` (linear RGB), within what paint reflects. */
function fit({ highRgb, lowRgb }: TProfile, target: readonly number[]): { low: number; high: number; error: number } {
  let ll = 0;
  let lh = 0;
  let hh = 0;
  let lt = 0;
  let ht = 0;
  for (let channel = 0; channel < 3; channel += 1) {
    const [l = 0, h = 0, t = 0] = [lowRgb[channel], highRgb[channel], target[channel]];
    ll += l * l;
    lh += l * h;
    hh += h * h;
    lt += l * t;
    ht += h * t;
  }
  const determinant = ll * hh - lh * lh;
  const clamp = (value: number) => Math.min(1, Math.max(LEAST, value));
  const low = clamp((lt * hh - ht * lh) / determinant);
  const high = clamp((ht * ll - lt * lh) / determinant);
  let error = 0;
  for (let channel = 0; channel < 3; channel += 1)
    error += (low * (lowRgb[channel] ?? 0) + high * (highRgb[channel] ?? 0) - (target[channel] ?? 0)) ** 2;
  return { low, high, error };
}

/**
 * The reflectance curve of a swatch colour whose pigments have this shape: the curve of the shape
 * that gives the colour back, or null when none does.
 */
export function shapedReflectance(hexCode: string, shape: TSpectralShape): number[] | null {
  const target = new spectral.Color(hexCode).lRGB;
  let best: { profile: TProfile; low: number; high: number; error: number } | null = null;
  for (const candidate of profilesOf(shape)) {
    const fitted = fit(candidate, target);
    if (!best || fitted.error < best.error) best = { profile: candidate, ...fitted };
  }
  if (!best) return null;
  const { profile: chosen, low, high } = best;
  const curve = chosen.high.map((part) => low + (high - low) * part);
  return ciede2000(hexCode, new spectral.Color(curve).toString({ format: 'hex' })) <= GIVES_BACK ? curve : null;
}
