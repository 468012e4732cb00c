// Issue 29: how a recipe is said, on screen, in print and in exported files alike.
import { MATCH_VERDICT_BELOW, matchVerdict, type TMatchVerdict } from './color/match-verdict';
import type { TLightening } from './lightening';

/** A watercolour's dilution as a painter says it (issue 41: '~50 %' alone read as a figure, not a wash). */
export const STRENGTH_TEXTS: Readonly<Record<number, string>> = {
  1: 'full strength',
  0.5: 'about half strength',
  0.25: 'about quarter strength',
};

/**
 * A paint's strip as it is lightened (issue 42), step by step as WASH_STRENGTHS and TINT_WHITE_PARTS:
 * what the mixing preview says under it, each step's label on the PDF chart, and what the chart's
 * reader is asked to paint beside it.
 */
export const LIGHTENING_TEXTS: Readonly<Record<TLightening, { strip: string; steps: readonly string[]; howTo: string }>> = {
  water: {
    strip: 'Wash: full, ½, ¼',
    steps: ['100 %', '50 %', '25 %'],
    howTo: 'Under it, thin the paint down the empty strip as the printed strip shows: full strength, about 50 % and 25 %.',
  },
  white: {
    strip: 'Tints with white: full, 1:1, 1:3',
    steps: ['full', '1:1', '1:3'],
    howTo: 'Under it, mix the paint with titanium white down the empty strip as the printed tints show: as it is, 1 : 1 and 1 : 3.',
  },
};

/** The heading of a palette's saved mixes, and what a mix was matched to ('For Quinacridone Gold, Daniel Smith'). */
export const MIXES_HEADING = 'Mixes';
export const matchedText = (target: string) => `For ${target}`;

/** What each verdict tells a painter about a mix (issue 41: 'ΔE00 21.9, far' said the figure, not what it means). */
const VERDICT_TEXTS: Readonly<Record<TMatchVerdict, string>> = {
  indistinguishable: 'indistinguishable: the eye cannot tell them apart',
  close: 'close match',
  near: 'near: you will see the difference side by side',
  far: 'far: no good mix from these paints',
};

/** 'ΔE00 3.2, close match': the figure, and what it means to a painter. */
export function deltaEText(deltaE: number): string {
  return `ΔE00 ${deltaE.toFixed(1)}, ${VERDICT_TEXTS[matchVerdict(deltaE)]}`;
}

/** What the figure is, for where recipes are judged by it. */
export const DELTA_E_EXPLAINED = `ΔE00 is how far a mix is from the colour: under ${MATCH_VERDICT_BELOW.indistinguishable} the eye cannot tell them apart, from ${MATCH_VERDICT_BELOW.near} on it is far.`;

/** '2 French Ultramarine : 1 Burnt Sienna', as painters write a recipe. */
export function recipeText(paints: readonly { name: string; parts: number }[]): string {
  return paints.map(({ name, parts }) => `${parts} ${name}`).join(' : ');
}

/** A saved recipe, each paint with its maker when known: '1 French Ultramarine (Daniel Smith) : 6 Burnt Sienna (Daniel Smith)'. */
export function savedRecipeText(mix: { paints: readonly { paintName: string; manufacturer: string | null; parts: number }[] }): string {
  return recipeText(
    mix.paints.map(({ paintName, manufacturer, parts }) => ({ name: manufacturer ? `${paintName} (${manufacturer})` : paintName, parts })),
  );
}
