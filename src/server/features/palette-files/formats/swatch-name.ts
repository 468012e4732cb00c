import { pigmentFieldCodes } from '#common/pigment-codes.ts';
import type { TColor } from '#common/schemas/color.ts';

/** A color as swatch files hold it: a name and its sRGB hex. */
export interface TSwatch {
  name: string;
  hexCode: string;
}

/** Swatches under a name: an ASE group (a folder in Adobe's Swatches panel), a section of a .gpl file. */
export interface TSwatchGroup {
  name: string;
  swatches: readonly TSwatch[];
}

/**
 * A color's name in a swatch file (issue 15): 'French Ultramarine (PB29)', the pigment codes after
 * the name as painters write them; a field holding more than codes is given as written.
 */
export function swatchName(color: Pick<TColor, 'paintName' | 'pigmentCode'>): string {
  const field = color.pigmentCode?.trim() ?? '';
  const pigments = field ? (pigmentFieldCodes(field)?.join(', ') ?? field) : '';
  return swatchText(pigments ? `${color.paintName} (${pigments})` : color.paintName);
}

/** A name as a swatch file may hold it: control characters (a line break would end a .gpl line) become spaces. */
export function swatchText(name: string): string {
  return name.replace(/\p{Cc}+/gu, ' ').trim();
}
