// useMode is culori's registration of a color space, not a React hook; the alias keeps lint from mistaking it.
import { modeLrgb, modeRgb, useMode as registerColorSpace, wcagContrast, wcagLuminance } from 'culori/fn';

// culori/fn knows only the color spaces registered here (hex is read as rgb, luminance is taken
// in linear rgb), which keeps the others out of the bundle.
registerColorSpace(modeRgb);
registerColorSpace(modeLrgb);

/** The two inks a label can take: pure black and white, the only pair that reads on every paint. */
export const SWATCH_INKS = { dark: '#000000', light: '#ffffff' } as const;

/** Spec §2: text on a swatch is dark above a luminance threshold, 0.5 in the grid (and on charts), 0.6 in the working area. */
export const INK_THRESHOLD = { grid: 0.5, workingArea: 0.6 } as const;

/** WCAG 2 AA for text of a label's size. */
export const MIN_LABEL_CONTRAST = 4.5;

/**
 * The color of a label on a swatch of `hexCode` (#RRGGBB, as every stored color is). The spec's
 * threshold on WCAG relative luminance picks the ink; when that ink would fall under 4.5:1 the
 * other is taken, which then reaches it: black does on every color from luminance 0.175, white on
 * every color up to 0.183. So mid-tones whose white label the threshold asks for (Pyrrol Scarlet,
 * 0.19) get black instead. Why: docs/decisions/015-swatch-label-ink.md.
 */
export function swatchInk(hexCode: string, threshold: number = INK_THRESHOLD.grid): string {
  const chosen = wcagLuminance(hexCode) > threshold ? SWATCH_INKS.dark : SWATCH_INKS.light;
  if (wcagContrast(hexCode, chosen) >= MIN_LABEL_CONTRAST) return chosen;
  return chosen === SWATCH_INKS.dark ? SWATCH_INKS.light : SWATCH_INKS.dark;
}
