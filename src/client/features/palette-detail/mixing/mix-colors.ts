import { neutralOf } from '#common/color/neutral-mix.ts';
import { curveBasis, curveHex, lighteningStrip, mixCurve, mixPaint, type TMixIngredient } from '#common/color/paint-mix.ts';
import type { TLightening } from '#common/lightening.ts';
import type { TColor } from '#common/schemas/color.ts';
import { colorPairs, type TMixPart } from './mix-recipes';

function ingredients(recipe: readonly TMixPart[]): TMixIngredient[] {
  return recipe.map(({ color, parts }) => ({ ...mixPaint(color), parts }));
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

/**
 * Issue 42: for each pair of the chosen colors that mixes to a grey (two complements), its most
 * neutral mix at whole parts, which the 1:3, 1:1 and 3:1 shown for every pair may miss (Winsor &
 * Newton's French Ultramarine and Burnt Sienna grey at 2:7, a hansa yellow and carbazole violet at 4:7).
 */
export function neutralRecipes(colors: readonly TColor[]): TMixPart[][] {
  return colorPairs(colors).flatMap(([first, second]) => {
    const neutral = neutralOf(mixPaint(first), mixPaint(second));
    if (!neutral) return [];
    const [a, b] = neutral.parts;
    return [
      [
        { color: first, parts: a },
        { color: second, parts: b },
      ],
    ];
  });
}

/**
 * Issue 42 (decision 034): which of the chosen colors mix with a curve their pigments shape (a
 * cadmium's step, a cobalt's band) and which with one from their color alone, so the preview says so.
 */
export function mixBasis(colors: readonly TColor[]): Record<'pigments' | 'colour', TColor[]> {
  const basis: Record<'pigments' | 'colour', TColor[]> = { pigments: [], colour: [] };
  for (const color of colors) basis[curveBasis(mixPaint(color))].push(color);
  return basis;
}
