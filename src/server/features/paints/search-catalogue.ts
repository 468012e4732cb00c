import { type SQL, and, not, sql } from 'drizzle-orm';
import { pigmentFamily } from '../../../common/pigment-codes';
import type { TCataloguePaint } from '../../../common/schemas/paints';
import type { Db } from '../../db/client';
import { CATALOGUE_COLUMNS, catalogueFilters, cataloguePaintsOf, escapeLike } from './catalogue-columns';

/** One rank of results: a query for the ids of its best `limit` paints, best first. */
type Tier = (filters: SQL[], limit: number) => SQL;

// Matches paints_name_idx, so a tier in name order reads the index in order and stops early.
const BY_NAME = sql`lower(p.paint_name) collate "C", p.manufacturer, p.id`;
// Pigment matches cluster in the alphabet (the phthalos sit together under 'P'), where a walk in
// name order can pass thousands of rows before it finds ten; these tiers sort their matches
// instead, fewest pigments first, in an order no index offers, so the planner cannot take that walk.
const BY_PURITY = sql`cardinality(p.pigment_codes), lower(p.paint_name), p.manufacturer, p.id`;

function tier(where: SQL, orderBy: SQL): Tier {
  return (filters, limit) => sql`(select p.id from paints p where ${and(where, ...filters)} order by ${orderBy} limit ${limit})`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** 'daniel smith quin' -> 'daniel:* & smith:* & quin:*'; null when the text has no words. */
export function wordPrefixQuery(text: string): string | null {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * Names like the text that matched nothing better ('ultramrine'): the most similar names of the
 * catalogue's vocabulary (paint_names, one row per name), then their paints.
 */
function similarNames(needle: string, excluded: SQL): Tier {
  return (filters, limit) => sql`(
    select p.id from (
      select n.name, ${needle} <<-> n.name as distance from paint_names n
      where ${needle} <% n.name order by distance, n.name limit ${limit}
    ) resembling
    cross join lateral (
      select p.id, p.manufacturer from paints p
      where ${and(sql`lower(p.paint_name) collate "C" = resembling.name`, not(excluded), ...filters)}
      order by p.manufacturer, p.id limit ${limit}
    ) p
    order by resembling.distance, resembling.name, p.manufacturer, p.id limit ${limit})`;
}

/**
 * Text ranks: the name itself or its beginning ('quin' -> Quinacridone Rose), then paints whose
 * name, manufacturer or series has words beginning with every typed word ('rose', 'daniel smith
 * quin'), then names that are merely similar (trigram word similarity).
 */
function textTiers(text: string): Tier[] {
  const needle = text.toLowerCase();
  const prefix = sql`lower(p.paint_name) collate "C" like ${`${escapeLike(needle)}%`}`;
  const words = wordPrefixQuery(text);
  const wordMatch = words ? sql`p.search_vector @@ to_tsquery('simple', ${words})` : null;
  return [
    tier(prefix, BY_NAME),
    ...(wordMatch ? [tier(and(wordMatch, not(prefix)) as SQL, BY_NAME)] : []),
    similarNames(needle, wordMatch ? (sql`(${prefix} or ${wordMatch})` as SQL) : prefix),
  ];
}

/** Paints holding every code typed; a code without a variant ('PB15') also matches its variants. */
function pigmentMatch(codes: readonly string[]): SQL {
  const variants = codes.filter((code) => code.includes(':'));
  const families = codes.filter((code) => !code.includes(':')).map(pigmentFamily);
  return and(
    families.length > 0 ? sql`p.pigment_families @> ${textArray(families)}` : undefined,
    variants.length > 0 ? sql`p.pigment_codes @> ${textArray(variants)}` : undefined,
  ) as SQL;
}

/**
 * Pigment ranks: paints holding exactly the codes typed, purest first (a single-pigment PB29
 * before mixtures with it), then paints holding only a variant of a code typed without one
 * (PB15 -> PB15:3).
 */
function pigmentTiers(codes: readonly string[]): Tier[] {
  const holdsAll = sql`p.pigment_codes @> ${textArray(codes)}`;
  const hasFamilyCode = codes.some((code) => !code.includes(':'));
  return [
    tier(holdsAll, BY_PURITY),
    ...(hasFamilyCode ? [tier(and(pigmentMatch(codes), not(holdsAll)) as SQL, BY_PURITY)] : []),
  ];
}

/**
 * The catalogue's best `limit` paints for a search, best first. Each rank is its own subquery with
 * its own LIMIT, and the ranks are chained with UNION ALL under an outer LIMIT: PostgreSQL runs a
 * later rank only while the earlier ones have not filled the page (its Append runs its parts in
 * order), so a common word costs about as much as a rare one however large the catalogue. Only
 * the paints finally chosen are read in full (decision 008).
 */
export async function searchCatalogue(options: {
  db: Db;
  text: string;
  codes: readonly string[];
  manufacturer?: string;
  seriesName?: string;
  limit: number;
}): Promise<TCataloguePaint[]> {
  const { db, text, codes, limit } = options;
  const filters = [...catalogueFilters(options), ...(codes.length > 0 && text ? [pigmentMatch(codes)] : [])];
  const tiers = text ? textTiers(text) : pigmentTiers(codes);
  const result = await db.execute(sql`
    select ${CATALOGUE_COLUMNS} from (
      select found.id, row_number() over () as position
      from (select id from (${sql.join(
        tiers.map((rank) => rank(filters, limit)),
        sql` union all `,
      )}) ranks limit ${limit}) found
    ) ranked join paints p on p.id = ranked.id
    order by ranked.position`);
  return cataloguePaintsOf(result);
}
