import { lightfastnessText, RATING_ORIGIN_TEXTS } from '#common/color/rating-origin.ts';
import { pigmentFieldCodes } from '#common/pigment-codes.ts';
import type { TColor } from '#common/schemas/color.ts';
import { labelWords, workingAreaLabel } from '#common/swatch-label.ts';

/**
 * What a chart lists of a color's pigment field: its codes in standard form ('PB 29, pv19' ->
 * ['PB29', 'PV19']), or, when it holds more than codes ('PB29 (French)'), the field as written.
 */
export function pigmentCodesOf(pigmentCode: string | null): string[] {
  const field = pigmentCode?.trim();
  if (!field) return [];
  return pigmentFieldCodes(field) ?? [field];
}

export interface TRatingBadge {
  label: string;
  value: string;
  /** What the badge shows; the label and full value are there for screen readers and on hover. */
  short: string;
}

/**
 * A paint's ratings: a color's, or any paint's with the same fields (a studio item, which does not
 * say where its lightfastness comes from).
 */
export type TPaintRatings = Pick<TColor, 'lightfastness' | 'opacity' | 'granulation' | 'staining'> &
  Partial<Pick<TColor, 'lightfastnessBasis' | 'makerLightfastness'>>;

/**
 * Lightfastness, opacity, granulation and staining as short badges, in the order painters read them.
 * A lightfastness says where it comes from (issue 42): in full 'I-Excellent (from the pigment)' or
 * "I-Excellent (the maker's rating, AA on its own scale)"; on the badge, one from the pigment says so.
 */
export function ratingBadgesOf(color: TPaintRatings): TRatingBadge[] {
  const { lightfastnessBasis = null, makerLightfastness = null } = color;
  const lightfastness = color.lightfastness?.trim();
  const badges: TRatingBadge[] = lightfastness
    ? [
        {
          label: 'Lightfastness',
          value: lightfastnessText({ lightfastness, lightfastnessBasis, makerLightfastness }) ?? lightfastness,
          // 'II-Very Good' -> 'LF II': the numeral is what painters compare.
          short: `LF ${lightfastness.split('-')[0]}${lightfastnessBasis === 'pigment' ? ` ${RATING_ORIGIN_TEXTS.fromPigment}` : ''}`,
        },
      ]
    : [];
  const others: [string, string | null][] = [
    ['Opacity', color.opacity],
    ['Granulation', color.granulation],
    ['Staining', color.staining],
  ];
  return [
    ...badges,
    ...others.flatMap(([label, value]) => {
      const trimmed = value?.trim();
      return trimmed ? [{ label, value: trimmed, short: trimmed }] : [];
    }),
  ];
}

/**
 * A paint's name on paper, where it wraps at word boundaries and is never cut off: whole while
 * each of its words fits on a line of `lineChars` characters; else with the words that do not fit
 * in their painters' short form ('Quinacridone' -> 'Quin.'); else by the spec's rule for small
 * cells (at most 12 characters, then '…'), as the editor's working area shows it.
 */
export function paperName(paintName: string, lineChars: number): string {
  const words = labelWords(paintName);
  const fits = (texts: string[]) => texts.every((text) => text.length <= lineChars);
  if (fits(words.map((word) => word.text))) return paintName;
  const shortened = words.map((word) => (word.text.length > lineChars && word.short ? word.short : word.text));
  return fits(shortened) ? shortened.join(' ') : workingAreaLabel(paintName);
}
