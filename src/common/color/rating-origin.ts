/**
 * Issue 42, item 4: where a paint's lightfastness comes from. 'maker': the maker's own chart rates
 * the paint (`makerLightfastness` is its rating as the chart writes it, 'AA', '***', 'ASTM I', where
 * known); 'pigment': the class of its least lightfast pigment (pigments.csv), never the maker's
 * word; null: not known (a rating the painter typed, or no rating at all).
 */
export const LIGHTFASTNESS_BASES = ['maker', 'pigment'] as const;
export type TLightfastnessBasis = (typeof LIGHTFASTNESS_BASES)[number];

export interface TLightfastnessOrigin {
  lightfastness: string | null;
  lightfastnessBasis: TLightfastnessBasis | null;
  makerLightfastness: string | null;
}

export const RATING_ORIGIN_TEXTS = {
  fromPigment: 'from the pigment',
  makers: "the maker's rating",
} as const;

/** A rating on the ASTM D4303 scale ('I', 'ASTM II'), as ASTM writes it; null for a maker's own scale. */
function astmRating(rating: string): string | null {
  const numeral = /^(?:ASTM\s+)?(I{1,3}|IV|V)$/i.exec(rating.trim())?.[1];
  return numeral ? `ASTM ${numeral.toUpperCase()}` : null;
}

/**
 * Where the rating comes from, as a painter reads it: 'from the pigment'; 'the maker's rating, ASTM
 * I' or 'the maker's rating, AA on its own scale' (just "the maker's rating" when the chart's own
 * words are not known); null when the rating's origin is not known or there is no rating.
 */
export function lightfastnessOriginText(paint: TLightfastnessOrigin): string | null {
  if (!paint.lightfastness) return null;
  if (paint.lightfastnessBasis === 'pigment') return RATING_ORIGIN_TEXTS.fromPigment;
  if (paint.lightfastnessBasis !== 'maker') return null;
  const rating = paint.makerLightfastness?.trim();
  if (!rating) return RATING_ORIGIN_TEXTS.makers;
  return `${RATING_ORIGIN_TEXTS.makers}, ${astmRating(rating) ?? `${rating} on its own scale`}`;
}

/** The rating with where it comes from: 'I-Excellent (from the pigment)', or the rating alone. */
export function lightfastnessText(paint: TLightfastnessOrigin): string | null {
  if (!paint.lightfastness) return null;
  const origin = lightfastnessOriginText(paint);
  return origin ? `${paint.lightfastness} (${origin})` : paint.lightfastness;
}
