import type { Db } from '#server/db/client.ts';
import { inventoryItems } from '#server/db/schema/index.ts';

let sequence = 0;

/** Inventory items straight in the database (issue 28): by hand unless a cataloguePaintId is given. */
export async function buildInventoryItems(
  db: Db,
  userId: string,
  items: Partial<Omit<typeof inventoryItems.$inferInsert, 'userId'>>[],
): Promise<(typeof inventoryItems.$inferSelect)[]> {
  if (items.length === 0) return [];
  return db
    .insert(inventoryItems)
    .values(
      items.map((item) => {
        sequence += 1;
        return { paintName: `Paint ${sequence}`, hexCode: '#808080', medium: 'Watercolor', ...item, userId };
      }),
    )
    .returning();
}
