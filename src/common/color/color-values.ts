// A colour's value and hue as the app shows them, in the browser (swatches, the values view, the
// wheel) and on the server's PDF chart alike: one implementation for both.
// useMode is culori's registration of a color space, not a React hook; the alias keeps lint from mistaking it.
import { converter, formatHex, modeLab65, modeLch65, modeLrgb, modeRgb, modeXyz65, useMode as registerColorSpace } from 'culori/fn';

registerColorSpace(modeRgb);
registerColorSpace(modeLrgb);
registerColorSpace(modeXyz65);
registerColorSpace(modeLab65);
registerColorSpace(modeLch65);
const toLch = converter('lch65');
const toRgb = converter('rgb');

/**
 * A color's value as painters judge it: CIE L* (D65), 0 black to 100 white, the lightness the eye
 * reads whatever the hue (a yellow and a blue of one RGB brightness are far apart in value).
 */
export function lightnessOf(hex: string): number {
  return toLch(hex)?.l ?? 0;
}

/** L* as a chart prints it: a whole number. */
export function lightnessText(hex: string): string {
  return `L* ${Math.round(lightnessOf(hex))}`;
}

/** The neutral grey of the same L*: the color as a black-and-white photograph shows its value. */
export function valueGrey(hex: string): string {
  const rgb = toRgb({ mode: 'lab65', l: lightnessOf(hex), a: 0, b: 0 });
  return formatHex({ mode: 'rgb', r: clamp(rgb.r), g: clamp(rgb.g), b: clamp(rgb.b) }).toUpperCase();
}

function clamp(channel: number): number {
  return Math.min(1, Math.max(0, channel));
}

/** Hue angle (degrees, CIE LCh, D65) and chroma; a neutral has no hue. */
export function hueChromaOf(hex: string): { hue: number | null; chroma: number } {
  const lch = toLch(hex);
  return { hue: lch?.h ?? null, chroma: lch?.c ?? 0 };
}

/** A mid-light, moderately strong color of a hue: what a wheel's rim shows at that angle. */
export function hueRimColor(hue: number): string {
  const rgb = toRgb({ mode: 'lch65', l: 65, c: 45, h: hue });
  return formatHex({ mode: 'rgb', r: clamp(rgb.r), g: clamp(rgb.g), b: clamp(rgb.b) });
}
