import { sql } from 'drizzle-orm';
import { makerReader } from '#common/maker-names.ts';
import { normalisePigmentText } from '#common/pigment-codes.ts';
import type { TBadRow, TImportedColor } from '#common/schemas/color.ts';
import type { TInventoryImportResult } from '#common/schemas/inventory.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/raw-rows.ts';
import { inventoryItems as t } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { listManufacturers } from '#server/features/paints/index.ts';
import { readPaintsCsv } from '#server/features/palette-files/index.ts';
import { HOLDING_COLUMNS, type Holding } from './inventory-csv';
import { lockStudio } from './locks';
import { assertRoomFor, countTooHigh } from './policy';

interface ImportedItem {
  line: number;
  color: TImportedColor;
  extra: Holding;
}

/** Where a row goes: the studio's item it raises, else the catalogue paint it adds in its form, else a paint by hand. */
interface Target {
  itemId: string | null;
  held: number;
  cataloguePaintId: string | null;
  rows: ImportedItem[];
}

/** A paint in one form, as the file names it: name and maker in any case, and medium. */
const keyOf = (row: ImportedItem) =>
  [row.color.paintName.toLowerCase(), (row.color.manufacturer ?? '').toLowerCase(), row.extra.form, row.color.medium ?? ''].join('\u0000');

/**
 * POST /api/inventory/import (issue 28): a CSV of the palette dialect with Form, Level, Count, Wish
 * and Notes columns. A maker the catalogue knows is kept as the catalogue writes it, however the
 * file does (common/maker-names.ts). A row whose name and maker (any case) name exactly one catalogue paint of its
 * medium (of any, when the row gives none) is linked to that paint, for its Buy link, and keeps the
 * file's own facts; any other row is a paint by hand. All rows or none: any row that cannot be
 * taken (unreadable, or a count past the limit once added to the item it raises) comes back as
 * `{ line, reason }` and nothing is written. A row of a paint the studio already holds in that form
 * (the same catalogue paint, or the same name and maker in any case, of no other medium) raises that
 * item's count, as adding it would; rows of one paint and form add up, the first row's facts kept.
 * The studio's limit holds for the whole file (QUOTA_EXCEEDED). One lock, one read, one insert, one
 * update.
 */
export async function importItems(options: { db: Db; actor: { id: string }; csv: string }): Promise<TInventoryImportResult> {
  const { db, actor, csv } = options;
  const read = readPaintsCsv(csv, HOLDING_COLUMNS);
  if (read.badRows.length > 0) return { imported: 0, raised: 0, badRows: read.badRows };
  return inTransaction(db, async (tx) => {
    const { held } = await lockStudio(tx, actor.id);
    // A maker the catalogue knows, however the file writes it ('W&N', 'winsor and newton'), as the catalogue writes it.
    const makerOf = makerReader(await listManufacturers({ db: tx }));
    const rows = read.rows.map((row) => {
      const { manufacturer } = row.color;
      return { ...row, color: { ...row.color, manufacturer: manufacturer && (makerOf(manufacturer) ?? manufacturer) } };
    });
    const matched = await queryRows<{ ord: number; paintId: string | null; id: string | null; count: number | null }>(
      tx,
      sql`with k as (
            select * from unnest(${sql.param(rows.map((row) => row.color.paintName))}::text[],
                                 ${sql.param(rows.map((row) => row.color.manufacturer ?? ''))}::text[],
                                 ${sql.param(rows.map((row) => row.extra.form))}::text[],
                                 ${sql.param(rows.map((row) => row.color.medium ?? ''))}::text[])
              with ordinality as k(name, maker, form, medium, ord)),
          linked as (
            select k.ord, (array_agg(p.id))[1] as paint_id from k
            join paints p on lower(p.manufacturer) = lower(k.maker) and lower(p.paint_name) = lower(k.name)
              and (k.medium = '' or p.medium = k.medium)
            group by k.ord having count(*) = 1)
          select distinct on (k.ord) k.ord::int as ord, linked.paint_id as "paintId", i.id, i.count
          from k left join linked on linked.ord = k.ord
          left join inventory_items i on i.user_id = ${actor.id}::uuid and i.form = k.form
            and (i.catalogue_paint_id = linked.paint_id
                 or (lower(i.paint_name) = lower(k.name) and lower(coalesce(i.manufacturer, '')) = lower(k.maker)
                     and (k.medium = '' or i.medium is null or i.medium = k.medium)))
          order by k.ord, (i.catalogue_paint_id = linked.paint_id) desc nulls last, i.created_at`,
    );
    const targets = new Map<string, Target>();
    for (const { ord, paintId, id, count } of matched) {
      const row = rows[ord - 1];
      if (!row) continue;
      const key = id ? `item ${id}` : paintId ? `paint ${paintId} ${row.extra.form}` : `hand ${keyOf(row)}`;
      const target = targets.get(key);
      if (target) target.rows.push(row);
      else targets.set(key, { itemId: id, held: count ?? 0, cataloguePaintId: paintId, rows: [row] });
    }
    const added = [...targets.values()].map((target) => ({
      ...target,
      count: target.rows.reduce((sum, row) => sum + row.extra.count, 0),
      wish: target.rows.some((row) => row.extra.wish),
    }));
    const overCount: TBadRow[] = added.flatMap((target) => {
      const reason = countTooHigh(target.held + target.count);
      return reason ? [{ line: target.rows[0]?.line ?? 0, reason }] : [];
    });
    if (overCount.length > 0) return { imported: 0, raised: 0, badRows: overCount };
    const fresh = added.filter((target) => target.itemId === null);
    assertRoomFor(held, fresh.length);
    if (fresh.length > 0) {
      await tx.insert(t).values(
        fresh.flatMap(({ rows: [first], cataloguePaintId, count, wish }) => {
          if (!first) return [];
          const { personalNotes: _notes, pigmentCode, ...paint } = first.color;
          return [
            {
              ...paint,
              pigmentCode: pigmentCode ? normalisePigmentText(pigmentCode) : null,
              ...first.extra,
              count,
              wish,
              cataloguePaintId,
              userId: actor.id,
            },
          ];
        }),
      );
    }
    const raises = added.flatMap(({ itemId, count, wish }) => (itemId ? [{ id: itemId, by: count, wish }] : []));
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
