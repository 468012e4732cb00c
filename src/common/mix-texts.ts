// Issue 29: how a recipe is said, on screen, in print and in exported files alike.
import { matchVerdict } from './color/match-verdict';

/** A watercolour's dilution as a painter says it. */
export const STRENGTH_TEXTS: Readonly<Record<number, string>> = { 1: 'full strength', 0.5: '~50 %', 0.25: '~25 %' };

/** The heading of a palette's saved mixes, and what a mix was matched to ('For Quinacridone Gold, Daniel Smith'). */
export const MIXES_HEADING = 'Mixes';
export const matchedText = (target: string) => `For ${target}`;

/** 'ΔE00 1.4, indistinguishable' */
export function deltaEText(deltaE: number): string {
  return `ΔE00 ${deltaE.toFixed(1)}, ${matchVerdict(deltaE)}`;
}

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
