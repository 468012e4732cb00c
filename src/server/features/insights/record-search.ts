import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LIMITS } from '#common/constants.ts';
import { INSIGHTS } from '#common/insights.ts';
import type { ZPaintSearchQuery } from '#common/schemas/paints.ts';
import type { Db } from '#server/db/client.ts';
import type { RateLimits } from '#server/rate-limits.ts';
import { dayOf } from './days';
import { PAINT_KEY_SEPARATOR } from './metrics';

/** 'Quinacridone  GOLD ' -> 'quinacridone gold': one term however it was typed. */
function searchTerm(query: string): string {
  return query.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, INSIGHTS.searchTermMax);
}

/**
 * Counts a catalogue search of words alone (no maker or series chosen) that found no or few
 * paints, by day, medium and term, without the person: only their bit of the row's people sketch
 * (db/schema/insights.ts), from the visitor's key, so that the fold can tell a term five people
 * looked for from one looked for five times. A visitor's first few an hour are counted.
 */
export async function recordSearch(options: {
  db: Db;
  rateLimits: RateLimits;
  visitor: string;
  request: z.output<typeof ZPaintSearchQuery>;
  /** Catalogue paints the search answered. */
  found: number;
}): Promise<void> {
  const { db, rateLimits, visitor, request, found } = options;
  const term = searchTerm(request.query);
  if (found >= INSIGHTS.fewResults || term.length < LIMITS.paintSearchMin || request.manufacturer || request.seriesName) return;
  if (!(await rateLimits.allows('searchCounts', visitor))) return;
  const metric = found === 0 ? 'search_none' : 'search_few';
  const dim = `${request.preferredMedium ?? ''}${PAINT_KEY_SEPARATOR}${term}`;
  await db.execute(
    sql`insert into insight_daily (metric, day, dim, value, people)
        values (${metric}, ${dayOf(new Date())}::date, ${dim}, 1, insight_person_bit(${visitor}))
        on conflict (metric, day, dim) do update set value = insight_daily.value + 1, people = insight_daily.people | excluded.people`,
  );
}
