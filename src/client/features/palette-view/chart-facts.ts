import type { TColor } from '../../../common/schemas/color';

/**
 * The pigment codes in a color's free-text field, e.g. 'PB29, PV19' -> ['PB29', 'PV19']. Codes
 * are split on commas and spaces, but a number after a bare pigment prefix ('PR 122') rejoins it.
 */
export function pigmentCodesOf(pigmentCode: string | null): string[] {
  const codes: string[] = [];
  for (const token of (pigmentCode ?? '').split(/[\s,;]+/).filter(Boolean)) {
    const previous = codes.at(-1);
    const isSplitCode = previous !== undefined && /^P[A-Z]{1,2}$/i.test(previous) && /^\d/.test(token);
    if (isSplitCode) codes[codes.length - 1] = previous + token;
    else codes.push(token);
  }
  return codes;
}

export interface TRatingBadge {
  label: string;
  value: string;
  /** What the badge shows; the label and full value are there for screen readers and on hover. */
  short: string;
}

/** Lightfastness, opacity, granulation and staining as short badges, in the order painters read them. */
export function ratingBadgesOf(color: TColor): TRatingBadge[] {
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

/** The line under a palette's title: its medium and how many colors sit in its grid. */
export function paletteSummary(medium: string, colors: readonly TColor[]): string {
  const count = colors.filter((color) => !color.isInWorkingArea).length;
  return `${medium} · ${count} ${count === 1 ? 'color' : 'colors'}`;
}

const WORKING_AREA_LABEL_MAX = 12;

/** Spec §2: working-area cells shorten 'Quinacridone' to 'Quin.' and truncate after 12 characters. */
export function workingAreaLabel(paintName: string): string {
  const short = paintName.replace(/Quinacridone/g, 'Quin.');
  return short.length > WORKING_AREA_LABEL_MAX ? `${short.slice(0, WORKING_AREA_LABEL_MAX)}…` : short;
}
