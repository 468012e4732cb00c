import { sql } from 'drizzle-orm';
import { normalisePigmentText } from '../../../common/pigment-codes';
import type { TBadRow, TImportedColor } from '../../../common/schemas/color';
import type { TInventoryImportResult } from '../../../common/schemas/inventory';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw-rows';
import { inventoryItems as t } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { readPaintsCsv } from '../palette-files';
import { HOLDING_COLUMNS, type Holding } from './inventory-csv';
import { lockStudio } from './locks';
import { assertRoomFor, countTooHigh } from './policy';

interface ImportedItem {
  line: number;
  color: TImportedColor;
  extra: Holding;
}

/** A paint by hand in one form, as the file and the studio match it: name and maker in any case. */
const keyOf = (name: string, maker: string | null | undefined, form: string) =>
  `${name.toLowerCase()}\u0000${(maker ?? '').toLowerCase()}\u0000${form}`;

/** The file's rows, one per paint and form: a later row of the same adds its count to the first (and its wish). */
function mergedRows(rows: readonly ImportedItem[]): ImportedItem[] {
  const byKey = new Map<string, ImportedItem>();
  for (const row of rows) {
    const key = keyOf(row.color.paintName, row.color.manufacturer, row.extra.form);
    const first = byKey.get(key);
    if (first) first.extra = { ...first.extra, count: first.extra.count + row.extra.count, wish: first.extra.wish || row.extra.wish };
    else byKey.set(key, { ...row, extra: { ...row.extra } });
  }
  return [...byKey.values()];
}

/**
 * POST /api/inventory/import (issue 28): a CSV of the palette dialect with Form, Level, Count, Wish
 * and Notes columns, as paints by hand. All rows or none: any row that cannot be taken (unreadable,
 * or a count past the limit once added to the item it raises) comes back as `{ line, reason }` and
 * nothing is written. A row of a paint the studio already holds in that form (same name and maker,
 * any case) raises that item's count, as adding it by hand would; so do repeated rows. The studio's
 * limit holds for the whole file (QUOTA_EXCEEDED). One lock, one read, one insert, one update.
 */
export async function importItems(options: { db: Db; actor: { id: string }; csv: string }): Promise<TInventoryImportResult> {
  const { db, actor, csv } = options;
  const { rows, badRows } = readPaintsCsv(csv, HOLDING_COLUMNS);
  if (badRows.length > 0) return { imported: 0, raised: 0, badRows };
  const merged = mergedRows(rows);
  return inTransaction(db, async (tx) => {
    const { held } = await lockStudio(tx, actor.id);
    const matched = await queryRows<{ ord: number; id: string; count: number }>(
      tx,
      sql`select distinct on (k.ord) k.ord::int as ord, i.id, i.count
          from unnest(${sql.param(merged.map((row) => row.color.paintName))}::text[],
                      ${sql.param(merged.map((row) => row.color.manufacturer ?? ''))}::text[],
                      ${sql.param(merged.map((row) => row.extra.form))}::text[]) with ordinality as k(name, maker, form, ord)
          join inventory_items i on i.user_id = ${actor.id}::uuid and lower(i.paint_name) = lower(k.name)
            and lower(coalesce(i.manufacturer, '')) = lower(k.maker) and i.form = k.form
          order by k.ord, i.created_at`,
    );
    const existing = new Map(matched.map((match) => [match.ord - 1, match]));
    const overCount: TBadRow[] = merged.flatMap((row, index) => {
      const reason = countTooHigh((existing.get(index)?.count ?? 0) + row.extra.count);
      return reason ? [{ line: row.line, reason }] : [];
    });
    if (overCount.length > 0) return { imported: 0, raised: 0, badRows: overCount };
    const fresh = merged.filter((_, index) => !existing.has(index));
    assertRoomFor(held, fresh.length);
    if (fresh.length > 0) {
      await tx.insert(t).values(
        fresh.map(({ color: { personalNotes: _notes, pigmentCode, ...paint }, extra }) => ({
          ...paint,
          pigmentCode: pigmentCode ? normalisePigmentText(pigmentCode) : null,
          ...extra,
          userId: actor.id,
        })),
      );
    }
    const raises = merged.flatMap((row, index) => {
      const item = existing.get(index);
      return item ? [{ id: item.id, by: row.extra.count, wish: row.extra.wish }] : [];
    });
    if (raises.length > 0) {
      await tx.execute(
        sql`update inventory_items i set count = i.count + r.by, wish = i.wish or r.wish, updated_at = now()
            from unnest(${sql.param(raises.map((r) => r.id))}::uuid[], ${sql.param(raises.map((r) => r.by))}::int[],
                        ${sql.param(raises.map((r) => r.wish))}::boolean[]) as r(id, by, wish)
            where i.id = r.id`,
      );
    }
    return { imported: fresh.length, raised: raises.length, badRows: [] };
  });
}
