// The words on a swatch (spec §2) and what its accessible name says of them. A label wraps only
// between words: a word painters shorten takes its short form where the swatch is too narrow for it
// ('Quinacridone' -> 'Quin.'); a working-area cell shows at most 12 characters. The full name is
// always in the swatch's accessible name, after what the swatch shows when that is not its beginning.

import { LIMITS, SHORT_FORMS } from './constants';

export interface TLabelWord {
  text: string;
  /** What the word becomes where it does not fit, if painters shorten it. */
  short: string | null;
}

export function labelWords(label: string): TLabelWord[] {
  return label
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => ({ text, short: SHORT_FORMS[text] ?? null }));
}

/** Whether the name has a word painters shorten. */
export function hasShortForms(paintName: string): boolean {
  return labelWords(paintName).some((word) => word.short !== null);
}

/** The name with every word painters shorten in its short form: 'Quinacridone Rose' -> 'Quin. Rose'. */
export function withShortForms(paintName: string): string {
  return labelWords(paintName)
    .map((word) => word.short ?? word.text)
    .join(' ');
}

/**
 * Spec §2: a working-area cell's name, its short forms taken, truncated after 12 characters
 * ('French Ultra…'; the spaces before the cut are dropped, 'Quin. Burnt…'). Counted in code points,
 * so that no character is cut in two.
 */
export function workingAreaLabel(paintName: string): string {
  const characters = [...withShortForms(paintName)];
  if (characters.length <= LIMITS.workingAreaLabelMax) return characters.join('');
  return `${characters.slice(0, LIMITS.workingAreaLabelMax).join('').trimEnd()}…`;
}

/**
 * What a swatch's accessible name says of its paint, given the label the swatch shows (WCAG 2.5.3,
 * label in name): the name, when the label is the name or its beginning ('French Ultra…'); else
 * the label first, then the name ('Quin. Rose, Quinacridone Rose'), so that what is read out and
 * what a speech-input user says both start with what is seen.
 */
export function spokenPaintName(paintName: string, shown: string): string {
  const name = labelWords(paintName)
    .map((word) => word.text)
    .join(' ');
  const seen = shown.endsWith('…') ? shown.slice(0, -1) : shown;
  return name.startsWith(seen) ? paintName : `${shown}, ${paintName}`;
}
