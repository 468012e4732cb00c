import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type TInventoryItem, ZInventoryItem } from '../../../common/schemas/inventory';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { paints, studioRevisions, inventoryItems as t } from '../../db/schema';
import { inventoryCsv } from './inventory-csv';

/**
 * A person's items, each by its row version (xmin: a row written again is a new version), as one
 * text of 'id version' pairs, and the Buy links of those a catalogue paint with one holds, as it is
 * now: one prepared statement and one row whatever their number, 47 bytes an item against the
 * item's 400 of JSON. One row, not one per item: the embedded database took 12 ms to answer 2,000
 * rows of these and 3 ms for the one (decision 027).
 */
const studioVersions = perDatabase((db) =>
  db
    .select({
      versions: sql<string | null>`string_agg(${t.id}::text || ' ' || ${t}.xmin::text, ',')`,
      links: sql<
        string | null
      >`(json_object_agg(${t.id}, ${paints.affiliateLink}) filter (where ${paints.affiliateLink} is not null))::text`,
    })
    .from(t)
    .leftJoin(paints, eq(paints.id, t.cataloguePaintId))
    .where(eq(t.userId, sql.placeholder('userId')))
    .prepare('inventory_item_versions'),
);

/**
 * The person's items by id, as they are now: their JSON as written with the row (item_json, migration 0020, less
 * the Buy link and closing brace), and what the list is ordered by, lower-cased as the database does.
 */
const itemsById = perDatabase((db) =>
  db
    .select({
      id: t.id,
      version: sql<string>`${t}.xmin::text`,
      json: t.itemJson,
      name: sql<string>`lower(${t.paintName})`,
      maker: sql<string>`lower(coalesce(${t.manufacturer}, ''))`,
      form: t.form,
    })
    .from(t)
    .where(sql`${t.id} = any(${sql.placeholder('ids')}::uuid[]) and ${t.userId} = ${sql.placeholder('userId')}`)
    .prepare('inventory_items_by_id'),
);

type KeptItem = Omit<Awaited<ReturnType<ReturnType<typeof itemsById>['execute']>>[number], 'version'>;

/** Items kept by row version ("id version"), the least recently made let go past KEPT_ITEMS: per database, as versions are. */
const KEPT_ITEMS = 20_000;
const keptItems = perDatabase(() => new Map<string, KeptItem>());

/**
 * UTF-16 order is code point order (the database's "C" order of UTF-8) but where a surrogate, half
 * of a character past U+FFFF, meets one of U+E000 to U+FFFF: there the surrogate's is the higher.
 */
function byCodePoint(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    const ySurrogate = y >= 0xd800 && y <= 0xdfff;
    if (xSurrogate !== ySurrogate && x >= 0xd800 && y >= 0xd800) return xSurrogate ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

const listOrder = (a: KeptItem, b: KeptItem) =>
  byCodePoint(a.name, b.name) || byCodePoint(a.maker, b.maker) || byCodePoint(a.form, b.form) || byCodePoint(a.id, b.id);

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

/**
 * GET /api/inventory: the caller's own items, and nobody else's, as JSON text, by name, then maker
 * and form (lower case, in code point order whatever the database's locale). The list's versions
 * are read whole, but an item's JSON only when that version of it is not kept from an earlier
 * list: after one paint's change, one row of 400 bytes rather than 2,000 (decision 027).
 */
export async function listItemsJson(options: { db: Db; actor: { id: string } }): Promise<string> {
  const { db } = options;
  const [studio] = await studioVersions(db).execute({ userId: options.actor.id });
  const versions = (studio?.versions?.split(',') ?? []).map((pair) => {
    const [id = '', version = ''] = pair.split(' ');
    return { id, version };
  });
  const links = new Map(Object.entries(z.record(z.string(), z.string()).parse(JSON.parse(studio?.links ?? '{}'))));
  const kept = keptItems(db);
  const missing = versions.filter(({ id, version }) => !kept.has(`${id} ${version}`)).map(({ id }) => id);
  // An item written again since its version was listed comes as it is now, newer than the list's
  // revision as the rest is; one deleted meanwhile does not come, and is left out.
  const fetched = new Map<string, KeptItem>();
  if (missing.length > 0) {
    for (const { version, ...item } of await itemsById(db).execute({ ids: missing, userId: options.actor.id })) {
      fetched.set(item.id, item);
      kept.set(`${item.id} ${version}`, item);
    }
    for (const key of kept.keys()) {
      if (kept.size <= KEPT_ITEMS) break;
      kept.delete(key);
    }
  }
  const items = versions.flatMap(({ id, version }) => {
    const item = fetched.get(id) ?? kept.get(`${id} ${version}`);
    return item ? [item] : [];
  });
  items.sort(listOrder);
  return `[${items.map((item) => `${item.json},"buyLink":${JSON.stringify(links.get(item.id) ?? null)}}`).join(',')}]`;
}

const ZInventoryItems = z.array(ZInventoryItem);

/** GET /api/inventory/export?format=csv: the caller's items as the palette dialect's CSV, with the holding's columns. */
export async function exportItems(options: { db: Db; actor: { id: string }; excel: boolean }): Promise<string> {
  const items: TInventoryItem[] = ZInventoryItems.parse(JSON.parse(await listItemsJson(options)));
  return inventoryCsv(items, { excel: options.excel });
}
