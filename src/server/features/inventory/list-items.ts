import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type TInventoryItem, ZInventoryItem } from '../../../common/schemas/inventory';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { paints, inventoryItems as t } from '../../db/schema';
import { inventoryCsv } from './inventory-csv';

/**
 * A person's items as the answer's JSON text, by name, then maker and form: one prepared statement
 * whatever their number. Each row keeps its own JSON (item_json, written with the row, migration
 * 0020) and the list only joins them, adding each one's Buy link from the catalogue as it is now;
 * the text goes out as it is (decision 027: json_agg wrote 2,000 items in about 8 of the
 * statement's 10 ms).
 */
const studioJson = perDatabase((db) =>
  db
    .select({
      json: sql<string>`'[' || coalesce(string_agg(${t.itemJson} || case when ${paints.affiliateLink} is null then ',"buyLink":null}' else ',"buyLink":' || to_json(${paints.affiliateLink})::text || '}' end, ',' order by lower(${t.paintName}), lower(coalesce(${t.manufacturer}, '')), ${t.form}, ${t.id}), '') || ']'`,
    })
    .from(t)
    .leftJoin(paints, eq(paints.id, t.cataloguePaintId))
    .where(eq(t.userId, sql.placeholder('userId')))
    .prepare('inventory_items_of_person'),
);

/** GET /api/inventory: the caller's own items, and nobody else's, as JSON text. */
export async function listItemsJson(options: { db: Db; actor: { id: string } }): Promise<string> {
  const [row] = await studioJson(options.db).execute({ userId: options.actor.id });
  return row?.json ?? '[]';
}

const ZInventoryItems = z.array(ZInventoryItem);

/** GET /api/inventory/export?format=csv: the caller's items as the palette dialect's CSV, with the holding's columns. */
export async function exportItems(options: { db: Db; actor: { id: string }; excel: boolean }): Promise<string> {
  const items: TInventoryItem[] = ZInventoryItems.parse(JSON.parse(await listItemsJson(options)));
  return inventoryCsv(items, { excel: options.excel });
}
