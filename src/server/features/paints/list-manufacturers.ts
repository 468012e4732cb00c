import { and, asc, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { paints } from '#server/db/schema/index.ts';

/** Every manufacturer in the catalogue, alphabetically. */
export async function listManufacturers(options: { db: Db }): Promise<string[]> {
  const rows = await options.db.selectDistinct({ name: paints.manufacturer }).from(paints).orderBy(asc(paints.manufacturer));
  return rows.map((row) => row.name);
}

/** A manufacturer's series (any case of its name); every series for none; nothing for one not in the catalogue. */
export async function listSeries(options: { db: Db; manufacturer?: string }): Promise<string[]> {
  const { db, manufacturer } = options;
  const rows = await db
    .selectDistinct({ name: paints.seriesName })
    .from(paints)
    .where(and(isNotNull(paints.seriesName), manufacturer ? sql`lower(${paints.manufacturer}) = lower(${manufacturer})` : undefined))
    .orderBy(asc(paints.seriesName));
  return rows.flatMap((row) => (row.name ? [row.name] : []));
}
