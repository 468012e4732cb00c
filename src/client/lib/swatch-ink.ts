// useMode is culori's registration of a color space, not a React hook; the alias keeps lint from mistaking it.
import { converter, modeLab65, modeRgb, useMode as registerColorSpace } from 'culori/fn';

// culori/fn knows only the color spaces registered here, which keeps the others out of the bundle.
registerColorSpace(modeRgb);
registerColorSpace(modeLab65);
const toLab = converter('lab65');

/**
 * Spec §2: label text on a swatch is dark above a luminance threshold, 0.5 in the grid (and on
 * charts) and 0.6 in the working area. The threshold is read on perceptual lightness (CIE L* / 100):
 * at 0.5 the switch falls where dark and white text contrast about equally (4.6:1), whereas WCAG
 * relative luminance would put white text on light greys, and at 0.6 on a Hansa yellow (1.7:1).
 */
export const INK_THRESHOLD = { grid: 0.5, workingArea: 0.6 } as const;

export function swatchInk(hexCode: string, threshold: number = INK_THRESHOLD.grid): string {
  const lightness = (toLab(hexCode)?.l ?? 50) / 100;
  return lightness > threshold ? '#1c1917' : '#ffffff';
}
