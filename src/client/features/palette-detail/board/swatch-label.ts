// useMode is culori's registration of a color space, not a React hook; the alias keeps lint from mistaking it.
import { converter, modeLab65, modeRgb, useMode as registerColorSpace } from 'culori/fn';

// culori/fn knows only the color spaces registered here, which keeps the others out of the bundle.
registerColorSpace(modeRgb);
registerColorSpace(modeLab65);
const toLab = converter('lab65');

/**
 * Spec §2: label text is dark above a luminance threshold, 0.5 in the grid and 0.6 in the working
 * area. As on the shared view (palette-view's chart), the threshold is read on perceptual
 * lightness (CIE L* / 100): read on WCAG relative luminance, 0.6 would put white text on a Hansa
 * yellow (contrast 1.7:1), where painters could not read the name.
 */
export const LABEL_LIGHTNESS_THRESHOLD = { grid: 0.5, working: 0.6 } as const;

export function swatchInk(hexCode: string, threshold: number): string {
  const lightness = (toLab(hexCode)?.l ?? 50) / 100;
  return lightness > threshold ? '#1c1917' : '#ffffff';
}

const WORKING_AREA_LABEL_MAX = 12;

/** Spec §2: working-area cells shorten 'Quinacridone' to 'Quin.' and truncate after 12 characters. */
export function workingAreaLabel(paintName: string): string {
  const short = paintName.replace(/Quinacridone/g, 'Quin.');
  return short.length > WORKING_AREA_LABEL_MAX ? `${short.slice(0, WORKING_AREA_LABEL_MAX)}…` : short;
}
