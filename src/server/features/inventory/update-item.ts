import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TInventoryItem, ZUpdateInventoryItemRequest } from '#common/schemas/inventory.ts';
import type { Db } from '#server/db/client.ts';
import { inventoryItems as t } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { itemColumns } from './item-columns';
import { lockItem } from './locks';
import { itemsOfPaint } from './paint-facts';
import { authorizeItem } from './policy';

/**
 * PUT /api/inventory/{id}: its form, level, count, wishlist flag or note; 'Bought' makes it owned
 * (count at least 1), full and off the wishlist. A form the person already holds the paint in is
 * refused (409): that item's count is the one to raise. The owner only (404 for anyone else).
 */
export async function updateItem(options: {
  db: Db;
  actor: { id: string };
  id: string;
  update: z.output<typeof ZUpdateInventoryItemRequest>;
}): Promise<TInventoryItem> {
  const { db, actor, id, update } = options;
  const { bought, ...fields } = update;
  return inTransaction(db, async (tx) => {
    const item = await lockItem(tx, id);
    authorizeItem(actor, item);
    if (fields.form && fields.form !== item.form) {
      const [other] = await tx
        .select({ id: t.id })
        .from(t)
        .where(sql`${itemsOfPaint(actor.id, item)} and ${t.form} = ${fields.form} and ${t.id} <> ${id}`)
        .limit(1);
      if (other) throw new AppError('CONFLICT', `You already hold this paint as a ${fields.form}: change that one's count instead.`);
    }
    const boughtFields = bought ? { count: sql`greatest(${fields.count ?? t.count}, 1)`, level: 'full' as const, wish: false } : {};
    const [row] = await tx
      .update(t)
      .set({ ...fields, ...boughtFields, updatedAt: sql`now()` })
      .where(eq(t.id, id))
      .returning(itemColumns);
    if (!row) throw new Error('the update wrote no row');
    return row;
  });
}
