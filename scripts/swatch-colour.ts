// The colour arithmetic of the swatch rules (swatch-rules.ts): hues on their circle, medians, the
// masstone depth a set of recorded values gives, and an estimate brought into sRGB. OKLCh throughout.
import { clampChroma, converter, formatHex, type Oklch } from 'culori';

const toRgb = converter('rgb');

/** How much lighter (OKLab L) than its pigment's masstone depth a value may be: about 7 L*. */
export const DEPTH_TOLERANCE = 0.06;
/** The fewest references a masstone's depth is read from once tints are left out. */
export const MIN_REFERENCES = 3;
/** How far inside its range a moved hue lands. */
const HUE_MARGIN = 2;

/** Whether a hue lies in a range of the hue circle (one that may wrap past 360). */
export function within(hue: number, [from, to]: readonly [number, number]): boolean {
  return from <= to ? hue >= from && hue <= to : hue >= from || hue <= to;
}

/** The hue at the nearer end of a range, HUE_MARGIN inside it. */
export function intoRange(hue: number, [from, to]: readonly [number, number]): number {
  return hueDistance(hue, from) <= hueDistance(hue, to) ? (from + HUE_MARGIN) % 360 : (to - HUE_MARGIN + 360) % 360;
}

/** The shorter way round the hue circle between two hues, in degrees. */
export const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** The median of some colours' hues, read around their mean direction (hues wrap past 360). */
export function medianHue(colours: readonly Oklch[]): number {
  const centre = meanHue(colours);
  const offsets = colours.map((colour) => (((colour.h ?? 0) - centre + 540) % 360) - 180);
  return (centre + median(offsets) + 360) % 360;
}

/** The hue of some colours' mean direction on the hue circle (hues wrap past 360). */
export function meanHue(colours: readonly Oklch[]): number {
  const x = colours.reduce((sum, colour) => sum + Math.cos(((colour.h ?? 0) * Math.PI) / 180), 0);
  const y = colours.reduce((sum, colour) => sum + Math.sin(((colour.h ?? 0) * Math.PI) / 180), 0);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The darker half of some colours: what a masstone's depth is read from. */
function darkerHalf(colours: readonly Oklch[]): Oklch[] {
  return [...colours].sort((a, b) => a.l - b.l).slice(0, Math.ceil(colours.length / 2));
}

/**
 * The masstone depth other makers' recorded values give: the median lightness (and chroma) of
 * their darker half, read again without those that are themselves tints by this same test until
 * none is, or fewer than MIN_REFERENCES would be left. A tint is no reference for a masstone: charts
 * recorded light would otherwise lighten every estimate as more of them are added; and one or two
 * values are no median, so a few references are not narrowed to their darkest.
 */
export function masstoneOf(colours: readonly Oklch[]): { depth: number; chroma: number } {
  let references = colours;
  for (;;) {
    const darker = darkerHalf(references);
    const depth = median(darker.map((colour) => colour.l));
    const masstones = references.filter((colour) => colour.l <= depth + DEPTH_TOLERANCE);
    if (masstones.length === references.length || masstones.length < MIN_REFERENCES)
      return { depth, chroma: median(darker.map((colour) => colour.c ?? 0)) };
    references = masstones;
  }
}

/**
 * An estimate as sRGB: brought into the gamut by lowering its chroma, keeping its lightness and hue
 * (clipping each channel would give paints of one depth and different hues one hex).
 */
export function hexOf(colour: Oklch): string {
  const rgb = toRgb(clampChroma(colour, 'oklch'));
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return formatHex({ mode: 'rgb', r: clamp(rgb.r), g: clamp(rgb.g), b: clamp(rgb.b) }).toUpperCase();
}
