import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type TInventoryItem, ZInventoryItem } from '../../../common/schemas/inventory';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { paints, studioRevisions, inventoryItems as t } from '../../db/schema';
import { inventoryCsv } from './inventory-csv';

/**
 * A person's items, each as its JSON text, by name, then maker and form (lower case, in code point
 * order whatever the database's locale): one prepared statement whatever their number. Each row
 * keeps its own JSON (item_json, written with the row, migration 0020) and the list only joins
 * them, adding each one's Buy link from the catalogue as it is now. Rows, joined here: on 2,000
 * items string_agg's ordered aggregate took longer than the rows it joined (decision 027).
 */
const studioRows = perDatabase((db) =>
  db
    .select({
      json: sql<string>`${t.itemJson} || case when ${paints.affiliateLink} is null then ',"buyLink":null}' else ',"buyLink":' || to_json(${paints.affiliateLink})::text || '}' end`,
    })
    .from(t)
    .leftJoin(paints, eq(paints.id, t.cataloguePaintId))
    .where(eq(t.userId, sql.placeholder('userId')))
    .orderBy(sql`lower(${t.paintName}) collate "C"`, sql`lower(coalesce(${t.manufacturer}, '')) collate "C"`, t.form, t.id)
    .prepare('inventory_items_of_person'),
);

const revisionOf = perDatabase((db) =>
  db
    .select({ revision: studioRevisions.revision })
    .from(studioRevisions)
    .where(eq(studioRevisions.userId, sql.placeholder('userId')))
    .prepare('studio_revision'),
);

/**
 * What the caller's studio list is at: an id that changes in the transaction that changes the list
 * (migration 0022's triggers), or null for a studio never written to. Read before the list, so a
 * list made after it is never older than the revision it is kept under.
 */
export async function studioRevision(options: { db: Db; actor: { id: string } }): Promise<string | null> {
  const [row] = await revisionOf(options.db).execute({ userId: options.actor.id });
  return row?.revision ?? null;
}

/** GET /api/inventory: the caller's own items, and nobody else's, as JSON text. */
export async function listItemsJson(options: { db: Db; actor: { id: string } }): Promise<string> {
  const rows = await studioRows(options.db).execute({ userId: options.actor.id });
  return `[${rows.map((row) => row.json).join(',')}]`;
}

const ZInventoryItems = z.array(ZInventoryItem);

/** GET /api/inventory/export?format=csv: the caller's items as the palette dialect's CSV, with the holding's columns. */
export async function exportItems(options: { db: Db; actor: { id: string }; excel: boolean }): Promise<string> {
  const items: TInventoryItem[] = ZInventoryItems.parse(JSON.parse(await listItemsJson(options)));
  return inventoryCsv(items, { excel: options.excel });
}
