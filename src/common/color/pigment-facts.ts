import type { LIGHTFASTNESS } from '#common/constants.ts';

// What painters know of a pigment (issue 25): its hue family and which way it leans, how strongly
// it tints, whether it is a dye, and how lightfast it is. data/paints/pigments.csv holds the facts,
// each row naming where they come from; the pigments table stores them and GET
// /api/paints/pigments answers them, so the palette check and the mixing model reason from them.

/** The families painters sort paints into. Earths (siennas, umbers, ochres, oxide reds) are brown. */
export const HUE_FAMILIES = ['yellow', 'orange', 'red', 'violet', 'blue', 'green', 'brown', 'black', 'white'] as const;
export type THueFamily = (typeof HUE_FAMILIES)[number];

/**
 * Which way a pigment leans within its family, warm meaning toward orange-red: a warm blue leans
 * red (ultramarine), a cool one green (phthalo green shade); a warm red leans orange (scarlet), a
 * cool one blue (quinacridone rose); a warm yellow leans orange, a cool one green (lemon). 'mid'
 * leans neither way (cobalt blue, a mid yellow).
 */
export const BIASES = ['warm', 'cool', 'mid'] as const;
export type TBias = (typeof BIASES)[number];

/** Tinting strength: how far a part of the paint carries into a mix, in the classes painters' references use. */
export const TINTING_STRENGTHS = ['low', 'medium', 'high', 'very high'] as const;
export type TTintingStrength = (typeof TINTING_STRENGTHS)[number];

export type TLightfastness = (typeof LIGHTFASTNESS)[number];

/** A pigment's painter facts, as the pigment list answers them. */
export interface TPigmentFacts {
  code: string;
  hueFamily: THueFamily | null;
  bias: TBias | null;
  /** Made in several shades under the one code (cadmium yellow from lemon to deep): the paint's colour places it. */
  shadesVary: boolean;
  tintingStrength: TTintingStrength | null;
  /** A dye rather than a pigment (the fluorescent rhodamine of opera pinks). */
  dye: boolean;
  /** The pigment's own lightfastness class, whatever the brand. */
  lightfastness: TLightfastness | null;
  /** What painters should know beyond the class ('may fade in thin washes'). */
  lightfastnessNote: string | null;
}
