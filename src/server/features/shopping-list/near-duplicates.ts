import type { TOwnedSamePigment } from '#common/schemas/inventory.ts';
import { singlePigment } from '#server/features/inventory/index.ts';

interface PaintFacts {
  pigmentCode: string | null;
  medium: string | null;
}

export interface OwnedPaint extends PaintFacts {
  itemId: string;
  paintName: string;
  manufacturer: string | null;
}

/**
 * A paint of exactly one pigment, as two paints are compared for a duplicate buy: its code in
 * standard form ('PB 29 (French)' -> 'PB29') and a key of that code in its medium (any case).
 * Null for a paint of no pigment code or of a mix.
 */
function pigmentInMedium(paint: PaintFacts): { code: string; key: string } | null {
  const code = singlePigment(paint.pigmentCode);
  return code === null ? null : { code, key: `${(paint.medium ?? '').trim().toLowerCase()}\n${code}` };
}

/**
 * Issue 28 §5: for a paint wanted and not held (count 0), the paint of the same single pigment in
 * the same medium the person already owns (the first of `owned`, which holds only paints with a
 * count above 0), so the list can say "you own one like it". A held item is a restock, not a new buy.
 */
export function nearDuplicateFinder(owned: readonly OwnedPaint[]) {
  const byKey = new Map<string, TOwnedSamePigment>();
  for (const paint of owned) {
    const pigment = pigmentInMedium(paint);
    if (pigment === null || byKey.has(pigment.key)) continue;
    byKey.set(pigment.key, {
      itemId: paint.itemId,
      paintName: paint.paintName,
      manufacturer: paint.manufacturer,
      pigmentCode: pigment.code,
    });
  }
  return (wanted: PaintFacts & { count: number }): TOwnedSamePigment | null => {
    const pigment = wanted.count === 0 ? pigmentInMedium(wanted) : null;
    return pigment === null ? null : (byKey.get(pigment.key) ?? null);
  };
}
