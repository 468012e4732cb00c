import { hueChromaOf, lightnessOf } from '#common/color/color-values.ts';
import { readPaint, type TPigmentTable } from '#common/color/paint-reading.ts';
import type { THueFamily } from '#common/color/pigment-facts.ts';

// Below this CIE chroma a paint reads as a neutral (a grey, a black, a white).
export const NEUTRAL_CHROMA = 10;

/** The hue-angle bands (CIE LCh, D65) of the families that have a hue; red wraps round 0°. */
const HUE_BANDS: Array<{ family: THueFamily; below: number }> = [
  { family: 'red', below: 50 },
  { family: 'orange', below: 75 },
  { family: 'yellow', below: 115 },
  { family: 'green', below: 200 },
  { family: 'blue', below: 300 },
  { family: 'violet', below: 345 },
  { family: 'red', below: 361 },
];

/**
 * The family a colour alone says a paint belongs to: neutrals are white or black by their value;
 * dark, dull reds to yellows are earths (brown); the rest go by their hue angle.
 */
export function familyByColour(hexCode: string): THueFamily {
  const { hue, chroma } = hueChromaOf(hexCode);
  const lightness = lightnessOf(hexCode);
  if (hue === null || chroma < NEUTRAL_CHROMA) return lightness >= 75 ? 'white' : 'black';
  if (hue >= 20 && hue < 95 && chroma < 50 && lightness < 60) return 'brown';
  return HUE_BANDS.find((band) => hue < band.below)?.family ?? 'red';
}

/**
 * The family a painter would file a paint under (issue 28's hue filter): its pigments' (the
 * pigment table's families, when every hue-giving pigment is of one) where they are known, else
 * its colour's: a mixture of families or an unknown pigment goes by what it looks like.
 */
export function hueFamilyOf(paint: { pigmentCode: string | null; hexCode: string }, table: TPigmentTable): THueFamily {
  const reading = readPaint(paint, table);
  return reading.hue?.basis === 'pigments' ? reading.hue.family : familyByColour(paint.hexCode);
}
