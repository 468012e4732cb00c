import { pigmentFieldCodes } from '../../../common/pigment-codes';
import type { TColor } from '../../../common/schemas/color';
import { labelWords, workingAreaLabel } from '../../../common/swatch-label';

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

/** A paint's ratings: a color's, or any paint's with the same fields (a studio item). */
export type TPaintRatings = Pick<TColor, 'lightfastness' | 'opacity' | 'granulation' | 'staining'>;

/** Lightfastness, opacity, granulation and staining as short badges, in the order painters read them. */
export function ratingBadgesOf(color: TPaintRatings): TRatingBadge[] {
  const ratings: [string, string | null, (value: string) => string][] = [
    // 'II-Very Good' -> 'LF II': the numeral is what painters compare.
    ['Lightfastness', color.lightfastness, (value) => `LF ${value.split('-')[0]}`],
    ['Opacity', color.opacity, (value) => value],
    ['Granulation', color.granulation, (value) => value],
    ['Staining', color.staining, (value) => value],
  ];
  return ratings.flatMap(([label, value, shorten]) => {
    const trimmed = value?.trim();
    return trimmed ? [{ label, value: trimmed, short: shorten(trimmed) }] : [];
  });
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
