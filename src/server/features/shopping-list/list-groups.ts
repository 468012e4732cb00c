import { and, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { RESTOCK_LEVELS } from '#common/constants.ts';
import type { TShoppingList, TShoppingListItem } from '#common/schemas/inventory.ts';
import type { Db } from '#server/db/client.ts';
import { inventoryItems } from '#server/db/schema/index.ts';
import { itemColumns } from '#server/features/inventory/index.ts';
import { nearDuplicateFinder, type OwnedPaint } from './near-duplicates';

const t = inventoryItems;
const byName = [sql`lower(${t.paintName}) collate "C"`, t.id];

type Group = TShoppingList['groups'][number];

/**
 * What the list holds: the paints wished for, and those held (count > 0) at a restock level; a
 * wish is named as the reason first. By maker (any case, none last), then by name.
 */
function listedItems(db: Db, userId: string) {
  return db
    .select({ ...itemColumns, reason: sql<TShoppingListItem['reason']>`case when ${t.wish} then 'wish' else ${t.level} end` })
    .from(t)
    .where(and(eq(t.userId, userId), or(eq(t.wish, true), and(gt(t.count, 0), inArray(t.level, [...RESTOCK_LEVELS])))))
    .orderBy(sql`lower(${t.manufacturer}) collate "C" nulls last`, ...byName);
}

/** The paints the person holds that name a pigment, by name: the candidates for a near-duplicate mark. */
function ownedWithPigment(db: Db, userId: string): Promise<OwnedPaint[]> {
  return db
    .select({ itemId: t.id, paintName: t.paintName, manufacturer: t.manufacturer, pigmentCode: t.pigmentCode, medium: t.medium })
    .from(t)
    .where(and(eq(t.userId, userId), gt(t.count, 0), isNotNull(t.pigmentCode)))
    .orderBy(...byName);
}

/** The items in groups by maker, any case (the first spelling names the group), in the items' order. */
function groupByMaker(items: TShoppingListItem[]): Group[] {
  const groups = new Map<string | null, Group>();
  for (const item of items) {
    const key = item.manufacturer?.toLowerCase() ?? null;
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { manufacturer: item.manufacturer, items: [item] });
  }
  return [...groups.values()];
}

/**
 * Issue 28 §4: a person's shopping list by maker, each item with its reason, its Buy link (the
 * catalogue's, read now, so verified affiliate links reach it) and its near-duplicate mark (§5).
 * Two statements, however long the list.
 */
export async function shoppingListGroups(options: { db: Db; userId: string }): Promise<Group[]> {
  const { db, userId } = options;
  const [listed, owned] = await Promise.all([listedItems(db, userId), ownedWithPigment(db, userId)]);
  const ownedSamePigment = nearDuplicateFinder(owned);
  return groupByMaker(listed.map((item) => ({ ...item, ownedSamePigment: ownedSamePigment(item) })));
}
