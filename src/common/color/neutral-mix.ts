// useMode is culori's registration of a color space, not a React hook; the alias keeps lint from mistaking it.
import { converter, modeLab65, modeRgb, useMode as registerColorSpace } from 'culori/fn';
import { RECIPE_MOST_PARTS } from '#common/constants.ts';
import { partRatios } from './color-match';
import { mixHex, type TMixPaint } from './paint-mix';

registerColorSpace(modeRgb);
registerColorSpace(modeLab65);
const toLab = converter('lab65');

/**
 * Issue 42: a mix is a near-neutral, a grey to a painter, at no more CIELAB chroma (C*) than this.
 * The makers' own ready-mixed greys sit at or below it on the shipped catalogue: every Neutral Tint
 * at 1.5-4.2, the Payne's greys up to 9.4 (Winsor & Newton's); a colour a painter still names
 * (a dull olive, a slate blue) is at 15 and more.
 */
export const NEAR_NEUTRAL_CHROMA = 10;

/** A mix of two paints by whole parts (first paint's, second paint's), its colour and its CIELAB chroma. */
export interface TNeutralMix {
  parts: readonly [number, number];
  hexCode: string;
  chroma: number;
}

function chromaOf(hexCode: string): number {
  const lab = toLab(hexCode);
  return lab ? Math.hypot(lab.a, lab.b) : Number.POSITIVE_INFINITY;
}

/**
 * The most neutral mix of two paints (swatch colours, with their pigments where known) at any ratio
 * of 1 to RECIPE_MOST_PARTS parts each, the parts a painter measures with a brush: the least chroma,
 * and of equal ones the fewest parts.
 */
export function mostNeutralMix(first: TMixPaint, second: TMixPaint): TNeutralMix {
  const mixes = partRatios(2, RECIPE_MOST_PARTS).map(([a = 1, b = 1]): TNeutralMix => {
    const hexCode = mixHex([
      { ...first, parts: a },
      { ...second, parts: b },
    ]);
    return { parts: [a, b], hexCode, chroma: chromaOf(hexCode) };
  });
  const total = ({ parts }: TNeutralMix) => parts[0] + parts[1];
  return mixes.reduce((best, mix) => (mix.chroma < best.chroma || (mix.chroma === best.chroma && total(mix) < total(best)) ? mix : best));
}

/** The most neutral mix of two paints when it is a near-neutral: two complements. Null for any other pair. */
export function neutralOf(first: TMixPaint, second: TMixPaint): TNeutralMix | null {
  const mix = mostNeutralMix(first, second);
  return mix.chroma <= NEAR_NEUTRAL_CHROMA ? mix : null;
}
