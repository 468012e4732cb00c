import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type TInventoryItem, ZInventoryItem } from '#common/schemas/inventory.ts';
import type { Db } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';
import { paints, studioChanges, studioRevisions, inventoryItems as t } from '#server/db/schema/index.ts';
import { inventoryCsv } from './inventory-csv';

/** What an item of the list is ordered by (lower-cased as the database does), and its JSON in the list. */
const entryColumns = {
  id: t.id,
  name: sql<string>`lower(${t.paintName})`,
  maker: sql<string>`lower(coalesce(${t.manufacturer}, ''))`,
  form: t.form,
  // The item's JSON as written with the row (item_json, migration 0020), less the Buy link and the
  // closing brace: the Buy link is the catalogue paint's, as it is now.
  json: t.itemJson,
  link: paints.affiliateLink,
};

/**
 * The studio's change count (studio_revisions.seq) and every item, read in one statement: the
 * list as it is at that change.
 */
const studioItems = perDatabase((db) =>
  db
    .select({
      seq: sql<
        number | null
      >`(select ${studioRevisions.seq} from ${studioRevisions} where ${studioRevisions.userId} = ${sql.placeholder('userId')})`.mapWith(
        Number,
      ),
      ...entryColumns,
    })
    .from(t)
    .leftJoin(paints, eq(paints.id, t.cataloguePaintId))
    .where(eq(t.userId, sql.placeholder('userId')))
    .prepare('studio_items'),
);

const nextChange = alias(studioChanges, 'next_change');

/**
 * The studio's change count, and the items its changes after `since` wrote, added or deleted, as
 * they are now (a deleted one comes with its id alone), in one statement and one row at least;
 * `complete` says the changes are all still there to read (a studio keeps its last 64, migration 0023).
 */
const studioChangesSince = perDatabase((db) =>
  db
    .select({
      seq: studioRevisions.seq,
      complete: sql<boolean>`exists (select from ${studioChanges} as ${nextChange} where ${nextChange.userId} = ${studioRevisions.userId} and ${nextChange.seq} = ${sql.placeholder('since')}::bigint + 1)`,
      changedId: studioChanges.itemId,
      ...entryColumns,
    })
    .from(studioRevisions)
    .leftJoin(
      studioChanges,
      and(eq(studioChanges.userId, studioRevisions.userId), sql`${studioChanges.seq} > ${sql.placeholder('since')}::bigint`),
    )
    .leftJoin(t, and(eq(t.id, studioChanges.itemId), eq(t.userId, studioRevisions.userId)))
    .leftJoin(paints, eq(paints.id, t.cataloguePaintId))
    .where(eq(studioRevisions.userId, sql.placeholder('userId')))
    .prepare('studio_changes_since'),
);

/** An item of a kept list: what it is ordered by, and its JSON in the answer as UTF-8. */
type Entry = { id: string; name: string; maker: string; form: string; bytes: Buffer };

type EntryRow = {
  id: string | null;
  name: string | null;
  maker: string | null;
  form: string | null;
  json: string | null;
  link: string | null;
};

function entryOf(row: EntryRow): Entry | null {
  const { id, name, maker, form, json, link } = row;
  if (id === null || name === null || maker === null || form === null || json === null) return null;
  return { id, name, maker, form, bytes: Buffer.from(`${json},"buyLink":${JSON.stringify(link)}}`) };
}

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

const listOrder = (a: Entry, b: Entry) =>
  byCodePoint(a.name, b.name) || byCodePoint(a.maker, b.maker) || byCodePoint(a.form, b.form) || byCodePoint(a.id, b.id);

/** A studio's list as it was at change `seq`, in the list's order; never changed once made. */
type KeptStudio = { seq: number; entries: readonly Entry[] };

/** Lists kept by person, the least recently made let go past KEPT_ENTRIES items in all: per database, as change counts are. */
const KEPT_ENTRIES = 20_000;
const keptStudios = perDatabase(() => ({ byUser: new Map<string, KeptStudio>(), entries: 0 }));

function keep(db: Db, userId: string, studio: KeptStudio): void {
  const kept = keptStudios(db);
  const before = kept.byUser.get(userId);
  // A list made from an older read, finishing after a newer one, is not kept over it.
  if (before && before.seq > studio.seq) return;
  if (before) {
    kept.byUser.delete(userId);
    kept.entries -= before.entries.length;
  }
  kept.byUser.set(userId, studio);
  kept.entries += studio.entries.length;
  for (const [oldest, { entries }] of kept.byUser) {
    if (kept.entries <= KEPT_ENTRIES) break;
    kept.byUser.delete(oldest);
    kept.entries -= entries.length;
  }
}

/**
 * The studio as it is now from the one kept at an earlier change, reading only the items its
 * later changes wrote; null when a change it needs is no longer kept (or the count went back, as
 * in a restored database): the list is then read whole.
 */
async function studioSince(db: Db, userId: string, kept: KeptStudio): Promise<KeptStudio | null> {
  const rows = await studioChangesSince(db).execute({ userId, since: kept.seq });
  const [first] = rows;
  if (!first || first.seq < kept.seq) return null;
  if (first.seq === kept.seq) return kept;
  if (!first.complete) return null;
  const changed = new Set(rows.flatMap(({ changedId }) => (changedId ? [changedId] : [])));
  const written = new Map(
    rows.flatMap((row) => {
      const entry = entryOf(row);
      return entry ? [[entry.id, entry] as const] : [];
    }),
  );
  // The kept entries in order, then the written ones: the sort (a merge of runs) is as long as the list.
  const entries = [...kept.entries.filter(({ id }) => !changed.has(id)), ...written.values()].sort(listOrder);
  return { seq: first.seq, entries };
}

async function studioNow(db: Db, userId: string): Promise<KeptStudio | { seq: null; entries: Entry[] }> {
  const rows = await studioItems(db).execute({ userId });
  const entries = rows
    .flatMap((row) => {
      const entry = entryOf(row);
      return entry ? [entry] : [];
    })
    .sort(listOrder);
  return { seq: rows[0]?.seq ?? null, entries };
}

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

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * GET /api/inventory: the caller's own items, and nobody else's, as JSON (UTF-8), by name, then maker
 * and form (lower case, in code point order whatever the database's locale). The list is kept as
 * it was at the studio's last change read, and brought to the next by reading only the items
 * changed since: after one paint's change, one row rather than 2,000 (decision 027).
 */
export async function listItemsJson(options: { db: Db; actor: { id: string } }): Promise<Buffer<ArrayBuffer>> {
  const { db } = options;
  const userId = options.actor.id;
  const kept = keptStudios(db).byUser.get(userId);
  const studio = (kept && (await studioSince(db, userId, kept))) ?? (await studioNow(db, userId));
  if (studio.seq !== null) keep(db, userId, studio);
  // The kept items' bytes are copied into the answer: encoding it anew as text took more time
  // than all else after a change (decision 027).
  return Buffer.concat([OPEN, ...studio.entries.flatMap(({ bytes }, i) => (i === 0 ? [bytes] : [COMMA, bytes])), CLOSE]);
}

const ZInventoryItems = z.array(ZInventoryItem);

/** GET /api/inventory/export?format=csv: the caller's items as the palette dialect's CSV, with the holding's columns. */
export async function exportItems(options: { db: Db; actor: { id: string }; excel: boolean }): Promise<string> {
  const items: TInventoryItem[] = ZInventoryItems.parse(JSON.parse((await listItemsJson(options)).toString()));
  return inventoryCsv(items, { excel: options.excel });
}
