import type { TColor } from '#common/schemas/color.ts';
import type { TMix } from '#common/schemas/mix.ts';
import type { TOpenedRecipe } from './mix-recipes';

const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * A saved mix as the mixing preview opens it: each paint of it the palette's color of that name,
 * maker and swatch. None when a paint is no longer on the palette (or was never: a mix of owned
 * or catalogue paints), since the preview mixes the palette's colors.
 */
export function savedRecipeOnPalette(mix: TMix, colors: readonly TColor[]): TOpenedRecipe | null {
  const parts = mix.paints.map(({ paintName, manufacturer, hexCode, parts }) => {
    const color = colors.find(
      (candidate) =>
        same(candidate.paintName, paintName) &&
        same(candidate.manufacturer, manufacturer) &&
        candidate.hexCode.toUpperCase() === hexCode.toUpperCase(),
    );
    return color ? { colorId: color.id, parts } : null;
  });
  const found = parts.filter((part) => part !== null);
  return found.length === parts.length ? { parts: found, strength: mix.strength } : null;
}
