import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { colors } from '../../db/schema';

/**
 * A color's Buy link as every answer shows it (issue 15): the link an admin set on the color, or
 * else that of the catalogue paint it was picked from, so correcting a catalogue paint's link
 * (affiliate verification) corrects every color picked from it at once. `table` names the colors
 * row in the statement.
 */
export function colorBuyLink(table: string): SQL<string | null> {
  const row = sql.raw(`"${table}"`);
  return sql<
    string | null
  >`coalesce(${row}.affiliate_link, (select p.affiliate_link from paints p where p.id = ${row}.catalogue_paint_id))`;
}

/** Every column of a color row, with its Buy link resolved: for selects and RETURNING clauses. */
export const colorWithBuyLink = { ...getTableColumns(colors), affiliateLink: colorBuyLink('colors') };
