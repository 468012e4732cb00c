import { lightnessText, valueGrey } from '../../../../../common/color/color-values';
import { washStrip } from '../../../../../common/color/paint-mix';
import { canonicalMedium } from '../../../../../common/constants';
import { pigmentFieldCodes } from '../../../../../common/pigment-codes';
import type { TColor } from '../../../../../common/schemas/color';

/** A color as the chart prints it: its facts worked out once. */
export interface TChartColor {
  color: TColor;
  /** The value (CIE L*, whole) as the app shows it ('L* 28'), and the neutral grey of it. */
  lightness: string;
  grey: string;
  /** A watercolor's wash strip: full strength, about 50 % and 25 % over white paper; null for other media. */
  wash: string[] | null;
  pigments: string | null;
  ratings: string | null;
  /** Where it sits, counted from 1 as the palette page and the CSV count ('Grid slot 3'). */
  place: string;
}

function placeOf(color: TColor): string {
  if (!color.isInWorkingArea) return `Grid slot ${(color.position ?? 0) + 1}`;
  return `Working area row ${(color.workingAreaRow ?? 0) + 1}, column ${(color.workingAreaColumn ?? 0) + 1}`;
}

/**
 * The chart's view of each color. A color is a watercolor by its own medium, else by the palette's
 * (a tube of oil in a watercolor palette gets no wash strip).
 */
export function chartColors(paletteMedium: string, colors: readonly TColor[]): TChartColor[] {
  return colors.map((color) => {
    const field = color.pigmentCode?.trim();
    const watercolor = (color.medium ?? canonicalMedium(paletteMedium)) === 'Watercolor';
    return {
      color,
      lightness: lightnessText(color.hexCode),
      grey: valueGrey(color.hexCode),
      wash: watercolor ? washStrip([{ hexCode: color.hexCode, parts: 1 }]) : null,
      pigments: field ? (pigmentFieldCodes(field)?.join(' · ') ?? field) : null,
      ratings:
        [color.lightfastness && `Lightfastness ${color.lightfastness}`, color.opacity, color.granulation, color.staining]
          .filter(Boolean)
          .join(' · ') || null,
      place: placeOf(color),
    };
  });
}
