import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/raw-rows.ts';

/**
 * Rows in every table of the app's schemas (`public` and drizzle's own), by "schema.table": what a
 * backup, a restore or a move is checked against.
 */
export async function rowCounts(db: Db): Promise<Map<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`
    select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
    from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
    order by 1`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const [result] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(name)}`);
    counts.set(name, Number(result?.n ?? 0));
  }
  return counts;
}

/** The tables whose counts differ, as "table: expected → found" lines. */
export function countDifferences(expected: Map<string, number>, found: Map<string, number>): string[] {
  const names = new Set([...expected.keys(), ...found.keys()]);
  return [...names]
    .filter((name) => expected.get(name) !== found.get(name))
    .map((name) => `${name}: ${expected.get(name) ?? 'missing'} → ${found.get(name) ?? 'missing'}`);
}
