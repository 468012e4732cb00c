import type { TColor } from '#common/schemas/color.ts';

/** A color and how many parts of it go into a mix. */
export interface TMixPart {
  color: TColor;
  parts: number;
}

/** Issue 29: a recipe opened in the preview (from "Match a colour" or a saved mix): its parts and how far it is thinned. */
export interface TOpenedRecipe {
  parts: readonly { colorId: string; parts: number }[];
  strength: number;
}

/** Issue 15: two colors mix at 1:3, 1:1 and 3:1. */
const PAIR_RATIOS: ReadonlyArray<readonly [number, number]> = [
  [1, 3],
  [1, 1],
  [3, 1],
];

/** Every pair of the chosen colors, in the order chosen. */
export function colorPairs(colors: readonly TColor[]): Array<[TColor, TColor]> {
  return colors.flatMap((first, index) => colors.slice(index + 1).map((second): [TColor, TColor] => [first, second]));
}

/**
 * The mixes a selection of two or three colors is previewed in: each pair at 1:3, 1:1 and 3:1, and
 * for three colors also all three in thirds (1:1:1). Fewer than two colors make no mix.
 */
export function mixRecipes(colors: readonly TColor[]): TMixPart[][] {
  if (colors.length < 2) return [];
  const recipes = colorPairs(colors).flatMap(([first, second]) =>
    PAIR_RATIOS.map(([a, b]) => [
      { color: first, parts: a },
      { color: second, parts: b },
    ]),
  );
  return colors.length === 3 ? [...recipes, colors.map((color) => ({ color, parts: 1 }))] : recipes;
}

/** '1 French Ultramarine : 3 Burnt Sienna', as painters write a recipe. */
export function recipeLabel(recipe: readonly TMixPart[]): string {
  return recipe.map(({ color, parts }) => `${parts} ${color.paintName}`).join(' : ');
}
