import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/raw-rows.ts';

const named = (alias: string) => sql.raw(`"${alias}"`);

/**
 * Issue 28: whether item `item` is of the paint of color `color` (both aliases in the statement): of
 * its catalogue paint, or, where either has no catalogue link, of the same name and maker in any
 * case (as paints by hand are matched). Two conditions, for two EXISTS that each read an index.
 */
export function itemIsColorsPaint(item: string, color: string): { byCatalogue: SQL<boolean>; byName: SQL<boolean> } {
  const i = named(item);
  const c = named(color);
  return {
    byCatalogue: sql<boolean>`${i}.catalogue_paint_id = ${c}.catalogue_paint_id`,
    byName: sql<boolean>`lower(${i}.paint_name) = lower(${c}.paint_name)
      and lower(coalesce(${i}.manufacturer, '')) = lower(coalesce(${c}.manufacturer, ''))
      and (${i}.catalogue_paint_id is null or ${c}.catalogue_paint_id is null)`,
  };
}

/**
 * Whether `userId` holds the paint of the color named `color` in the statement; `owned` counts only
 * items with a count above 0 (a wishlist entry is held, not owned).
 */
export function holdsPaintOf(userId: string, options: { color: string; owned: boolean }): SQL<boolean> {
  const { byCatalogue, byName } = itemIsColorsPaint('i', options.color);
  const counted = options.owned ? sql`and i.count > 0` : sql``;
  return sql<boolean>`(exists(select 1 from inventory_items i where i.user_id = ${userId}::uuid ${counted} and ${byCatalogue})
    or exists(select 1 from inventory_items i where i.user_id = ${userId}::uuid ${counted} and ${byName}))`;
}

export interface OwnedCount {
  owned: number;
  total: number;
}

/**
 * How many of each palette's colors the person owns, of how many, in one statement for all the
 * palettes (a curated master's card says "You own 7 of 12"). A palette without colors is 0 of 0.
 */
export async function ownedColorCounts(db: Db, userId: string, paletteIds: readonly string[]): Promise<Map<string, OwnedCount>> {
  if (paletteIds.length === 0) return new Map();
  const rows = await queryRows<{ paletteId: string; owned: number; total: number }>(
    db,
    sql`select c.palette_id as "paletteId", count(*)::int as total,
          (count(*) filter (where ${holdsPaintOf(userId, { color: 'c', owned: true })}))::int as owned
        from colors c where c.palette_id = any(${sql.param(paletteIds)}::uuid[]) group by c.palette_id`,
  );
  return new Map(rows.map(({ paletteId, owned, total }) => [paletteId, { owned, total }]));
}
