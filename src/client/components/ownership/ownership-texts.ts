import { type ToastText } from '#common/constants.ts';
import { INVENTORY_TEXTS, paints } from '#common/inventory-texts.ts';
import type { TPaletteOwnership } from '#common/schemas/inventory.ts';
import type { TFromPaletteAs, TFromPaletteResult } from './api/add-from-palette';

// Issue 28's words on palettes that src/common's INVENTORY_TEXTS lacks; candidates to move there.
export const OWNERSHIP_TEXTS = {
  /** What 'I own these' or 'Add the missing paints to my shopping list' did. */
  added: (as: TFromPaletteAs, { added, alreadyHeld }: TFromPaletteResult): ToastText => {
    const title = added === 0 ? 'Nothing new to add' : as === 'owned' ? 'Added to your studio' : 'Added to your shopping list';
    const parts = [added > 0 ? `${paints(added)} added` : null, alreadyHeld > 0 ? `${paints(alreadyHeld)} already in your studio` : null];
    const description = parts.filter((part) => part !== null).join(', ');
    return description ? { title, description: `${description}.` } : { title };
  },
  addFailed: { title: 'Could not add the paints', description: 'Please try again.' } satisfies ToastText,
} as const;

/** A swatch's accessible name, which says when the viewer owns its paint ('Hansa Yellow, grid slot 1, owned'). */
export function withOwned(name: string, owned: boolean): string {
  return owned ? `${name}, ${INVENTORY_TEXTS.ownedMark.toLowerCase()}` : name;
}

/**
 * What a palette's header line adds: '7 of 12 owned', or on a curated master 'You own 7 of 12';
 * nothing before the answer, or for a palette without colors.
 */
export function ownershipLine(ownership: TPaletteOwnership | undefined, { master }: { master: boolean }): string | null {
  if (!ownership || ownership.total === 0) return null;
  return master ? INVENTORY_TEXTS.youOwnOf(ownership.owned, ownership.total) : INVENTORY_TEXTS.ownedOf(ownership.owned, ownership.total);
}
