import { LIMITS } from '#common/constants.ts';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import { AppError } from '#server/errors.ts';

/**
 * Issue 28: a studio is its owner's alone. Anyone else, an admin too, is told the item does not
 * exist, exactly as for an id that does not, so ids cannot be probed.
 */
export function authorizeItem<T extends { userId: string }>(actor: { id: string }, item: T | undefined): asserts item is T {
  if (!item || item.userId !== actor.id) throw new AppError('NOT_FOUND', 'Inventory item not found.');
}

/** A studio holds at most LIMITS.inventoryItemsMax items; read under the studio's lock (lockStudio). */
export function assertRoomFor(held: number, adding: number): void {
  if (adding > 0 && held + adding > LIMITS.inventoryItemsMax) {
    throw new AppError('QUOTA_EXCEEDED', INVENTORY_TEXTS.tooMany(LIMITS.inventoryItemsMax));
  }
}

/** An item counts at most LIMITS.inventoryCountMax of its paint: a raise past it is refused, not cut. */
export function countTooHigh(count: number): string | null {
  return count > LIMITS.inventoryCountMax ? `An item counts at most ${LIMITS.inventoryCountMax} of its paint.` : null;
}
