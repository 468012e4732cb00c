import { splitPigmentQuery } from '#common/pigment-codes.ts';

/**
 * The one pigment a paint's pigment text names, in standard form ('PB 29 (French)' -> 'PB29'); null
 * when it names none or several (a convenience mixture is no duplicate of either of its pigments).
 */
export function singlePigment(pigmentText: string | null | undefined): string | null {
  if (!pigmentText) return null;
  const { codes } = splitPigmentQuery(pigmentText);
  return codes.length === 1 ? (codes[0] ?? null) : null;
}
