import { and, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type TTaggedColor, ZTaggedColor } from '#common/schemas/paints.ts';
import type { Db } from '#server/db/client.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import { escapeLike } from './catalogue-columns';
import { wordPrefixQuery } from './search-catalogue';

// A color's pigment field is free text ('PB 29, P.V.19'); this closes the gaps inside each code
// so that the canonical codes of a search can be looked for in it.
const COMPACT_PIGMENTS = sql`regexp_replace(upper(coalesce(c.pigment_code, '')), 'P[\\s.]*(BK|BR|B|G|M|O|R|V|W|Y)[\\s.]*([0-9])', 'P\\1\\2', 'g')`;

/** 'PB15' also finds 'PB15:3' (as in the catalogue); 'PB15:3' only itself; never 'PB150'. */
function holdsCode(code: string): SQL {
  // The field is compared upper-cased, so the code is too (PBr7 -> PBR7).
  return sql`${COMPACT_PIGMENTS} ~ ${`(^|[^A-Z0-9])${code.toUpperCase()}([^0-9]|$)`}`;
}

function textMatch(text: string): SQL {
  const words = wordPrefixQuery(text);
  const contains = sql`lower(c.paint_name) like ${`%${escapeLike(text.toLowerCase())}%`}`;
  if (!words) return contains;
  const vector = sql`to_tsvector('simple', c.paint_name || ' ' || coalesce(c.manufacturer, '') || ' ' || coalesce(c.series_name, ''))`;
  return or(contains, sql`${vector} @@ to_tsquery('simple', ${words})`) as SQL;
}

/**
 * The owner's own colors carrying the selected tags (any of them for OR, all for AND), in the
 * owner's own palettes, narrowed by the search's words, codes and filters. Only the owner's tags
 * count, so another user's tag ids select nothing. The same paint kept in several palettes is
 * suggested once.
 */
export async function searchTaggedColors(options: {
  db: Db;
  ownerId: string;
  tagIds: readonly string[];
  filterMode: 'OR' | 'AND';
  /** The color being edited, left out of its own suggestions. */
  excludeColorId?: string;
  text: string;
  codes: readonly string[];
  manufacturer?: string;
  seriesName?: string;
  limit: number;
}): Promise<TTaggedColor[]> {
  const { db, ownerId, tagIds, filterMode, excludeColorId, text, codes, manufacturer, seriesName, limit } = options;
  const needed = filterMode === 'AND' ? tagIds.length : 1;
  const tagged = sql`c.id in (
    select ct.color_id from color_tags ct join tags t on t.id = ct.tag_id
    where t.user_id = ${ownerId} and ct.tag_id in (${sql.join(
      tagIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by ct.color_id having count(*) >= ${needed})`;
  const where = and(
    sql`pl.user_id = ${ownerId}`,
    tagged,
    excludeColorId ? sql`c.id <> ${excludeColorId}` : undefined,
    text ? textMatch(text) : undefined,
    ...codes.map(holdsCode),
    manufacturer ? sql`lower(c.manufacturer) = lower(${manufacturer})` : undefined,
    seriesName ? sql`lower(c.series_name) = lower(${seriesName})` : undefined,
  );
  const sameUntilHere = sql`lower(c.paint_name), lower(coalesce(c.manufacturer, '')), coalesce(c.pigment_code, ''), c.hex_code`;
  const result = await db.execute(sql`
    select distinct on (${sameUntilHere})
      c.id, c.palette_id as "paletteId", c.paint_name as "paintName", c.manufacturer, c.series_name as "seriesName",
      c.pigment_code as "pigmentCode", c.hex_code as "hexCode", c.medium, c.lightfastness, c.opacity, c.granulation, c.staining
    from colors c join palettes pl on pl.id = c.palette_id
    where ${where}
    order by ${sameUntilHere}, c.updated_at desc
    limit ${limit}`);
  return z.array(ZTaggedColor).parse(resultRows(result));
}
