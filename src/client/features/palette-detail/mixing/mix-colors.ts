import { curveHex, lighteningStrip, mixCurve, type TMixIngredient } from '../../../../common/color/paint-mix';
import type { TLightening } from '../../../../common/lightening';
import type { TMixPart } from './mix-recipes';

function ingredients(recipe: readonly TMixPart[]): TMixIngredient[] {
  return recipe.map(({ color, parts }) => ({ hexCode: color.hexCode, parts }));
}

/**
 * The color a recipe mixes to, as paint mixes (Kubelka–Munk over parts of paint:
 * src/common/color/paint-mix.ts), not as light does (averaging RGB would make blue and yellow grey).
 */
export function mixColor(recipe: readonly TMixPart[]): string {
  return mixColorAt(recipe, 1);
}

/** A watercolor recipe's color thinned to `strength` of full (0.5: a ~50 % wash over white paper). */
export function mixColorAt(recipe: readonly TMixPart[], strength: number): string {
  return curveHex(mixCurve(ingredients(recipe)), strength);
}

/**
 * A mix lightened as its medium is: a watercolor's washed out over white paper (full strength, ~50 %
 * and ~25 %), a gouache's tinted with titanium white (as it is, 1 : 1 and 1 : 3).
 */
export function mixLighteningStrip(recipe: readonly TMixPart[], lightening: TLightening): string[] {
  return lighteningStrip(lightening, ingredients(recipe));
}
