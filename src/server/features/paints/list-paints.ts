import { and, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TPaintsPage, ZPaintsQuery } from '#common/schemas/paints.ts';
import type { Db } from '#server/db/client.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import { CATALOGUE_COLUMNS, catalogueFilters, cataloguePaintsOf } from './catalogue-columns';

/** GET /api/paints: one page of the catalogue in name order, optionally one manufacturer, series or medium. */
export async function listPaints(options: { db: Db } & z.output<typeof ZPaintsQuery>): Promise<TPaintsPage> {
  const { db, page, pageSize } = options;
  const where = and(sql`true`, ...catalogueFilters(options));
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select ${CATALOGUE_COLUMNS} from paints p where ${where}
      order by lower(p.paint_name) collate "C", p.manufacturer, p.id
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute(sql`select count(*)::int as total from paints p where ${where}`),
  ]);
  const [count] = resultRows<{ total: number }>(counted);
  return { paints: cataloguePaintsOf(rows), total: count?.total ?? 0, page, pageSize };
}
