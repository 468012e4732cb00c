import { eq, sql } from 'drizzle-orm';
import type { TInventoryItem } from '../../../common/schemas/inventory';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { inventoryItems as t } from '../../db/schema';
import { inventoryCsv } from './inventory-csv';
import { itemColumns } from './item-columns';

/**
 * A person's items by name, then maker and form: one prepared statement whatever their number (a
 * studio of 2,000 is read in the order of inventory_items_user_name_idx).
 */
const itemsOfPerson = perDatabase((db) =>
  db
    .select(itemColumns)
    .from(t)
    .where(eq(t.userId, sql.placeholder('userId')))
    .orderBy(sql`lower(${t.paintName})`, sql`lower(coalesce(${t.manufacturer}, ''))`, t.form, t.id)
    .prepare('inventory_items_of_person'),
);

/** GET /api/inventory: the caller's own items, and nobody else's. */
export function listItems(options: { db: Db; actor: { id: string } }): Promise<TInventoryItem[]> {
  return itemsOfPerson(options.db).execute({ userId: options.actor.id });
}

/** GET /api/inventory/export?format=csv: the caller's items as the palette dialect's CSV, with the holding's columns. */
export async function exportItems(options: { db: Db; actor: { id: string }; excel: boolean }): Promise<string> {
  return inventoryCsv(await listItems(options), { excel: options.excel });
}
