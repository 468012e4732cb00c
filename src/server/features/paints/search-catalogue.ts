import { and, not, type SQL, sql } from 'drizzle-orm';
import { pigmentFamily } from '#common/pigment-codes.ts';
import type { TCataloguePaint } from '#common/schemas/paints.ts';
import type { Db } from '#server/db/client.ts';
import { CATALOGUE_COLUMNS, catalogueFilters, cataloguePaintsOf, escapeLike } from './catalogue-columns';

/**
 * One rank of results: a query for its best `limit` paints as (id, position, name, manufacturer,
 * medium), a lower position for a better paint. A maker's paint sold in several lines of one
 * medium under one name (Golden's Ultramarine Blue in Heavy Body, Fluid, High Flow...) counts
 * once, so one paint cannot fill the page; the same name in another medium (Daniel Smith's Hansa
 * Yellow Medium in watercolour and in gouache) is another paint.
 */
type Tier = (filters: SQL[], limit: number) => SQL;

/** A rank and when it runs: while the ranks before it have not filled the page, or only when they found nothing. */
interface Rank {
  tier: Tier;
  onlyIfNothingBefore: boolean;
}

// One paint per maker, name and medium; the key's first two columns lead paints_name_idx, so
// name-ordered ranks read it in order (sorting only the few rows of one name and maker by medium).
const SAME_PAINT = sql`lower(p.paint_name) collate "C", p.manufacturer, p.medium`;

/**
 * Paints matching in name order, reading paints_name_idx (or paints_medium_name_idx) in order and
 * stopping at `limit`. All in one query level, so the planner knows only `limit` rows are wanted;
 * the window numbers rows as they are read (a duplicate skipped leaves a gap, which orders the same).
 */
function nameTier(match: SQL): Tier {
  return (filters, limit) => sql`
    select distinct on (${SAME_PAINT}) p.id, row_number() over (order by ${SAME_PAINT}, p.id) as position,
      lower(p.paint_name) collate "C" as name, p.manufacturer, p.medium
    from paints p where ${and(match, ...filters)}
    order by ${SAME_PAINT}, p.id limit ${limit}`;
}

/**
 * Paints holding pigments, fewest pigments first (a single-pigment PB29 before mixtures), then by
 * name. Pigment matches cluster in the alphabet (the phthalos sit together under 'P'), where a
 * walk in name order can pass thousands of rows before it finds ten; these ranks sort their
 * matches instead, in an order no index offers, so the planner cannot take that walk.
 */
function purityTier(match: SQL): Tier {
  return (filters, limit) => sql`
    select id, row_number() over (order by purity, name, manufacturer, id) as position, name, manufacturer, medium from (
      select distinct on (${SAME_PAINT}) p.id, cardinality(p.pigment_codes) as purity,
        lower(p.paint_name) collate "C" as name, p.manufacturer, p.medium
      from paints p where ${and(match, ...filters)}
      order by ${SAME_PAINT}, cardinality(p.pigment_codes), p.id
    ) one_each order by purity, name, manufacturer, id limit ${limit}`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** 'daniel smith quin' -> 'daniel:* & smith:* & quin:*'; null when the text has no words. */
export function wordPrefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * Names like the text that matched nothing better ('ultramrine'): the most similar names of the
 * catalogue's vocabulary (paint_names, one row per name, nearest first through its trigram GiST),
 * then their paints, those in the preferred medium first. One rank for every medium: the
 * similarity search is the costliest, so it runs once, and only after every exact rank.
 */
function similarNames(needle: string, excluded: SQL, preferredMedium: string | undefined): Tier {
  const otherMedium = preferredMedium ? sql`(p.medium <> ${preferredMedium})` : null;
  return (filters, limit) => sql`
    select id, row_number() over (order by other_medium, distance, name, manufacturer, id) as position, name, manufacturer, medium from (
      select p.id, p.other_medium, resembling.distance, resembling.name collate "C" as name, p.manufacturer, p.medium from (
        select n.name, ${needle} <<-> n.name as distance from paint_names n
        where ${needle} <% n.name order by ${needle} <<-> n.name limit ${limit}
      ) resembling
      cross join lateral (
        select * from (
          select distinct on (p.manufacturer, p.medium) p.id, p.manufacturer, p.medium, ${otherMedium ?? sql`false`} as other_medium
          from paints p where ${and(sql`lower(p.paint_name) collate "C" = resembling.name`, not(excluded), ...filters)}
          order by p.manufacturer, p.medium, p.id
        ) each_medium order by other_medium, manufacturer, medium limit ${limit}
      ) p
    ) one_each order by other_medium, distance, name, manufacturer, id limit ${limit}`;
}

/**
 * Text ranks: the name itself or its beginning ('quin' -> Quinacridone Rose), then paints whose
 * name, manufacturer or series has words beginning with every typed word ('rose', 'daniel smith
 * quin'), both in the preferred medium first; then names that are merely similar (trigram word
 * similarity).
 */
function textTiers(text: string, preferredMedium: string | undefined): Tier[] {
  const needle = text.toLowerCase();
  const prefix = sql`lower(p.paint_name) collate "C" like ${`${escapeLike(needle)}%`}`;
  const words = wordPrefixQuery(text);
  const wordMatch = words ? sql`p.search_vector @@ to_tsquery('simple', ${words})` : null;
  const exact = [nameTier(prefix), ...(wordMatch ? [nameTier(and(wordMatch, not(prefix)) as SQL)] : [])];
  return [
    ...preferringMedium(exact, preferredMedium),
    similarNames(needle, wordMatch ? (sql`(${prefix} or ${wordMatch})` as SQL) : prefix, preferredMedium),
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
  return [purityTier(holdsAll), ...(hasFamilyCode ? [purityTier(and(pigmentMatch(codes), not(holdsAll)) as SQL)] : [])];
}

/**
 * A code still being typed ('pb2' on the way to 'pb29'): paints holding a pigment whose code
 * begins so (PB27, PB28, PB29). The matching families come from the pigment table (a few hundred
 * rows), so the paints are found through the GIN on pigment_families.
 */
function codePrefixTier(code: string): Tier {
  const families = sql`(select coalesce(array_agg(distinct split_part(pg.code, ':', 1)), '{}'::text[])
    from pigments pg where pg.code like ${`${escapeLike(code)}%`})`;
  return purityTier(sql`p.pigment_families && ${families}`);
}

/** With a medium preferred, every rank in it first, then every rank in the others. */
function preferringMedium(tiers: readonly Tier[], medium: string | undefined): Tier[] {
  if (!medium) return [...tiers];
  const within = (where: SQL): Tier[] => tiers.map((tier) => (filters, limit) => tier([...filters, where], limit));
  return [...within(sql`p.medium = ${medium}`), ...within(sql`p.medium <> ${medium}`)];
}

function ranksFor(options: { text: string; codes: readonly string[]; preferredMedium?: string }): Rank[] {
  const { text, codes, preferredMedium } = options;
  const ranks = text ? textTiers(text, preferredMedium) : preferringMedium(pigmentTiers(codes), preferredMedium);
  const [onlyCode] = codes;
  // Only a code typed alone can be a code still being typed.
  const fallback = !text && codes.length === 1 && onlyCode ? preferringMedium([codePrefixTier(onlyCode)], preferredMedium) : [];
  return [...ranks.map((tier) => ({ tier, onlyIfNothingBefore: false })), ...fallback.map((tier) => ({ tier, onlyIfNothingBefore: true }))];
}

const rankName = (index: number) => sql.raw(`rank_${index}`);

/**
 * Each rank as a named subquery that runs only when the ranks before it leave room: its condition
 * refers to no row, so PostgreSQL checks it once, before running the rank at all.
 */
function rankQueries(ranks: readonly Rank[], filters: SQL[], limit: number): SQL[] {
  return ranks.map((rank, index) => {
    const body = rank.tier(filters, limit);
    if (index === 0) return sql`${rankName(index)} as (${body})`;
    const before = sql.join(
      ranks.slice(0, index).map((_, earlier) => sql`select 1 from ${rankName(earlier)}`),
      sql` union all `,
    );
    const found = sql`(select count(*) from (${before}) found)`;
    const room = rank.onlyIfNothingBefore ? sql`${found} = 0` : sql`${found} < ${limit}`;
    return sql`${rankName(index)} as (select * from (${body}) ranked where ${room})`;
  });
}

/** What a catalogue search looks for. */
export interface CatalogueSearch {
  text: string;
  codes: readonly string[];
  manufacturer?: string;
  seriesName?: string;
  /** The palette's medium: its paints come first, rank by rank. */
  preferredMedium?: string;
  limit: number;
}

/**
 * The one statement finding the catalogue's best `limit` paints for a search, best first: by
 * rank, then by place within the rank. Each rank has its own LIMIT and runs only while the ranks
 * before it have not filled the page, so a common word costs about as much as a rare one however
 * large the catalogue. A maker's paint found in two ranks stays in the better one. Only the
 * paints finally chosen are read in full (decision 008).
 */
export function catalogueSearchQuery(search: CatalogueSearch): SQL {
  const { text, codes, limit } = search;
  const filters = [...catalogueFilters(search), ...(codes.length > 0 && text ? [pigmentMatch(codes)] : [])];
  const ranks = ranksFor(search);
  const everyRank = sql.join(
    ranks.map(
      (_, index) => sql`select id, ${sql.raw(String(index))} as rank, position, name, manufacturer, medium from ${rankName(index)}`,
    ),
    sql` union all `,
  );
  return sql`
    with ${sql.join(rankQueries(ranks, filters, limit), sql`, `)}
    select ${CATALOGUE_COLUMNS} from (
      select distinct on (found.name, found.manufacturer, found.medium) found.id, found.rank, found.position
      from (${everyRank}) found
      order by found.name, found.manufacturer, found.medium, found.rank, found.position
    ) chosen join paints p on p.id = chosen.id
    order by chosen.rank, chosen.position
    limit ${limit}`;
}

export async function searchCatalogue(options: CatalogueSearch & { db: Db }): Promise<TCataloguePaint[]> {
  return cataloguePaintsOf(await options.db.execute(catalogueSearchQuery(options)));
}
