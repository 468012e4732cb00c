import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { colors } from '#server/db/schema/index.ts';
import { LIGHTFASTNESS_BASIS, MAKER_LIGHTFASTNESS } from '#server/features/paints/index.ts';

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

/**
 * Issue 42: where a color's rating comes from, read through the same link: the catalogue paint's
 * (the maker's chart, or its pigment's class) while the color keeps that paint's rating; none once
 * the painter gives it another rating or it is no longer that paint. No column to keep in step.
 */
function ratingOrigin<T>(table: string, origin: SQL<T>): SQL<T | null> {
  const row = sql.raw(`"${table}"`);
  return sql<T | null>`(select ${origin} from paints p where p.id = ${row}.catalogue_paint_id and p.lightfastness = ${row}.lightfastness)`;
}

/** A color's answered fields beyond its own columns, read through its catalogue link; `table` names its row. */
export function colorLinkedFields(table: string) {
  return {
    affiliateLink: colorBuyLink(table),
    lightfastnessBasis: ratingOrigin(table, LIGHTFASTNESS_BASIS),
    makerLightfastness: ratingOrigin(table, MAKER_LIGHTFASTNESS),
  };
}

/** Every column of a color row, with what its catalogue link says: for selects and RETURNING clauses. */
export const colorWithLinkedFields = { ...getTableColumns(colors), ...colorLinkedFields('colors') };
