// The words on a swatch (spec §2). A label wraps only between words: a word too wide for its
// swatch takes its short form where painters have one ('Quinacridone' -> 'Quin.'), else ends in an
// ellipsis; it is never broken. The full name is always in the swatch's accessible name and title.

import { SHORT_FORMS } from '../../common/constants';

const WORKING_AREA_LABEL_MAX = 12;

export interface TLabelWord {
  text: string;
  /** What the word becomes when it does not fit, if painters shorten it. */
  short: string | null;
}

export function labelWords(label: string): TLabelWord[] {
  return label
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => ({ text, short: SHORT_FORMS[text] ?? null }));
}

/**
 * Spec §2: a working-area cell shows at most 12 characters, 'Quinacridone' shortened to 'Quin.';
 * a longer name is cut after its last whole word within them ('French…', not 'French Ultra…'),
 * and only a first word longer than 12 characters is cut inside.
 */
export function workingAreaLabel(paintName: string): string {
  const short = labelWords(paintName)
    .map((word) => word.short ?? word.text)
    .join(' ');
  if (short.length <= WORKING_AREA_LABEL_MAX) return short;
  const lastSpace = short.lastIndexOf(' ', WORKING_AREA_LABEL_MAX);
  return `${short.slice(0, lastSpace > 0 ? lastSpace : WORKING_AREA_LABEL_MAX)}…`;
}
