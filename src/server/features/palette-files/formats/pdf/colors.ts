import { lightnessText, valueGrey } from '#common/color/color-values.ts';
import { lighteningStrip, mixPaint } from '#common/color/paint-mix.ts';
import { lightfastnessText } from '#common/color/rating-origin.ts';
import { lighteningOf, type TLightening } from '#common/lightening.ts';
import { pigmentFieldCodes } from '#common/pigment-codes.ts';
import type { TColor } from '#common/schemas/color.ts';

/** A color as the chart prints it: its facts worked out once. */
export interface TChartColor {
  color: TColor;
  /** The value (CIE L*, whole) as the app shows it ('L* 28'), and the neutral grey of it. */
  lightness: string;
  grey: string;
  /**
   * The color lightened as its medium is (issue 42): a watercolor's wash strip (full strength, about
   * 50 % and 25 % over white paper), a gouache's tints with white (full, 1 : 1, 1 : 3); null for other media.
   */
  strip: { lightening: TLightening; colors: string[] } | null;
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
 * The chart's view of each color. A color is lightened as its own medium is, else as the palette's
 * (a tube of oil in a watercolor palette gets no wash strip, a watercolor in a gouache palette a wash).
 */
export function chartColors(paletteMedium: string, colors: readonly TColor[]): TChartColor[] {
  return colors.map((color) => {
    const field = color.pigmentCode?.trim();
    const lightening = lighteningOf(color.medium ?? paletteMedium);
    return {
      color,
      lightness: lightnessText(color.hexCode),
      grey: valueGrey(color.hexCode),
      strip: lightening ? { lightening, colors: lighteningStrip(lightening, [{ ...mixPaint(color), parts: 1 }]) } : null,
      pigments: field ? (pigmentFieldCodes(field)?.join(' · ') ?? field) : null,
      ratings:
        // Issue 42: a rating says where it comes from ('Lightfastness I-Excellent (from the pigment)').
        [color.lightfastness && `Lightfastness ${lightfastnessText(color)}`, color.opacity, color.granulation, color.staining]
          .filter(Boolean)
          .join(' · ') || null,
      place: placeOf(color),
    };
  });
}
