import spectral from 'spectral.js';
import type { TMixPart } from './mix-recipes';

/**
 * The color a recipe mixes to, as paint mixes (Kubelka–Munk: each color's reflectance curve is
 * turned into absorption and scattering, those are averaged by parts, and the curve of the mix is
 * turned back into sRGB), not as light does (averaging RGB would make blue and yellow grey).
 */
export function mixColor(recipe: readonly TMixPart[]): string {
  const mixed = spectral.mix(...recipe.map(({ color, parts }): [InstanceType<typeof spectral.Color>, number] => [new spectral.Color(color.hexCode), parts]));
  return mixed.toString({ format: 'hex' }).toUpperCase();
}
