import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TLightfastnessBasis } from '#common/color/rating-origin.ts';
import { DEFAULT_HEX } from '#common/constants.ts';
import { type TCataloguePaint, ZCataloguePaint } from '#common/schemas/paints.ts';
import { resultRows } from '#server/db/raw-rows.ts';

/**
 * Issue 42: where a catalogue paint `p`'s lightfastness comes from, read from its `source` as the
 * catalogue's writer words it (scripts/apply-catalogue-facts.ts): 'lightfastness: the maker rates
 * it AA (…)' when the maker's chart rates the paint, 'lightfastness: from the pigment
 * (pigments.csv)' (older rows: "its pigments' class") when the rating is its least lightfast
 * pigment's class; an admin's fix of it (decision 033, with its chart, label or page) is the
 * maker's. Derived when read, not stored, as the pigment text is: a re-import corrects it
 * without a migration, and it costs a substring search of each row an answer returns (never on the
 * rows a search or a nearest-colour scan reads): about 1.5 µs a row (docs/decisions/032).
 */
export const LIGHTFASTNESS_BASIS: SQL<TLightfastnessBasis | null> = sql`case when p.lightfastness is null then null
  when 'lightfastness' = any(p.edited_facts) then 'maker'
  when strpos(p.source, 'lightfastness: the maker rates it ') > 0 then 'maker'
  when strpos(p.source, 'lightfastness: from the pigment') > 0 or strpos(p.source, 'lightfastness: its pigments'' class') > 0
    then 'pigment' end`;

/** The maker's rating as the source quotes its chart ('AA', '***', 'ASTM I'); null where not known. */
export const MAKER_LIGHTFASTNESS: SQL<string | null> = sql`case when p.lightfastness is not null
  and strpos(p.source, 'lightfastness: the maker rates it ') > 0
  then substring(p.source from 'lightfastness: the maker rates it (ASTM [IV]+|[^ ;(]+)') end`;

/**
 * The spec §3 catalogue entry as every paint query selects it, from `paints p`. The pigment text
 * and Colour Index numbers are derived here rather than stored, so re-importing pigments.csv is
 * enough to correct them; an editorial hex override wins over the imported one. The numbers come
 * only when every pigment has one: a shorter list would pair numbers with the wrong codes.
 */
export const CATALOGUE_COLUMNS: SQL = sql`
  p.id, p.paint_name as "paintName", p.manufacturer, p.series_name as "seriesName", p.product_code as "productCode",
  p.pigment_codes as "pigmentCodes", nullif(array_to_string(p.pigment_codes, ', '), '') as "pigmentCode",
  (select case when count(*) = cardinality(p.pigment_codes) then string_agg(pg.constitution_number::text, ', ' order by u.ord) end
     from unnest(p.pigment_codes) with ordinality as u(code, ord)
     join pigments pg on pg.code = u.code and pg.constitution_number is not null) as "pigmentNumber",
  p.default_hex_code as "defaultHexCode", coalesce(p.hex_code, p.default_hex_code, ${DEFAULT_HEX}) as "hexCode",
  p.medium, p.lightfastness, ${LIGHTFASTNESS_BASIS} as "lightfastnessBasis", ${MAKER_LIGHTFASTNESS} as "makerLightfastness", p.opacity, p.granulation, p.staining, p.affiliate_link as "affiliateLink"`;

const ZCataloguePaints = z.array(ZCataloguePaint);

export function cataloguePaintsOf(result: unknown): TCataloguePaint[] {
  return ZCataloguePaints.parse(resultRows(result));
}

/** Paints `p` of that medium (any case); every paint for none. */
export function inMedium(medium: string | null): SQL {
  return sql`(${medium}::text is null or lower(p.medium) = lower(${medium}::text))`;
}

/** A user's text inside a LIKE pattern matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Optional equality filters shared by the catalogue's queries; names match in any case. */
export function catalogueFilters(filters: { manufacturer?: string; seriesName?: string; medium?: string }): SQL[] {
  const { manufacturer, seriesName, medium } = filters;
  return [
    ...(manufacturer ? [sql`lower(p.manufacturer) = lower(${manufacturer})`] : []),
    ...(seriesName ? [sql`lower(p.series_name) = lower(${seriesName})`] : []),
    ...(medium ? [sql`lower(p.medium) = lower(${medium})`] : []),
  ];
}
