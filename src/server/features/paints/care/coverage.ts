import { sql } from 'drizzle-orm';
import type { TCoverageLine } from '#common/schemas/catalogue-care.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/raw-rows.ts';

/**
 * Issue 42: how complete each line (manufacturer, series, medium) of the catalogue is. One
 * statement whatever the number of lines: the paints grouped once, their open reports counted
 * once by paint and joined. A lightfastness is the maker's unless the file's source says it was
 * taken "from the pigment"; a swatch is flagged when the source says its hex was estimated.
 */
export async function catalogueCoverage(options: { db: Db }): Promise<TCoverageLine[]> {
  return queryRows<TCoverageLine>(
    options.db,
    sql`
      select p.manufacturer, p.series_name as "seriesName", p.medium,
        count(*)::int as paints,
        (count(*) filter (where cardinality(p.pigment_codes) > 0))::int as "withPigments",
        (count(*) filter (where p.lightfastness is not null and coalesce(p.source, '') not ilike '%from the pigment%'))::int
          as "withMakerLightfastness",
        (count(*) filter (where p.source ilike '%hex estimated%'))::int as "swatchFlagged",
        coalesce(sum(r.open), 0)::int as "openReports"
      from paints p
      left join (
        select paint_id, count(*) as open from paint_reports where resolved_at is null group by paint_id
      ) r on r.paint_id = p.id
      group by p.manufacturer, p.series_name, p.medium
      order by lower(p.manufacturer), lower(coalesce(p.series_name, '')), p.medium`,
  );
}
