import { customType, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { PEOPLE_SKETCH_BITS } from '#common/insights.ts';

/** A bit string of PEOPLE_SKETCH_BITS bits (see `people` below). */
const peopleSketch = customType<{ data: string }>({ dataType: () => `bit(${PEOPLE_SKETCH_BITS})` });

/**
 * Issue 30: the admins' insights, one number per day, measure and breakdown key (`dim`: a sign-up
 * method, a catalogue paint's id, a master's id, a search term...; '' for a total). Made by the
 * daily rollup (features/insights/rollup.ts) from the raw events and the tables, except the
 * catalogue searches that found little, which the search adds to as it answers (without the
 * person). Nothing here names a person: `people` is a sketch of who counted, each person setting
 * one bit chosen by a hash of their id; its bits set are never more than the distinct people
 * (two may share a bit), so a row it says has 5 or more people has, and the k-anonymity fold can
 * trust it over any period (the bits of the days OR-ed together).
 */
export const insightDaily = pgTable(
  'insight_daily',
  {
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dim: text('dim').notNull().default(''),
    value: integer('value').notNull(),
    people: peopleSketch('people'),
  },
  (t) => [
    // A period's numbers of one measure are read by day range...
    primaryKey({ columns: [t.metric, t.day, t.dim] }),
    // ...and a few breakdown keys' sketches over that range, key by key.
    index('insight_daily_metric_dim_idx').on(t.metric, t.dim, t.day),
  ],
);

/**
 * The breakdowns' rows of each whole month (`month`: its first day), summed from insight_daily by
 * the rollup of any of its days, sketches OR-ed: a year's breakdown reads about twelve of these
 * and the days at its ends instead of every day's keys (bench:insights, decision 029).
 */
export const insightMonthly = pgTable(
  'insight_monthly',
  {
    metric: text('metric').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    dim: text('dim').notNull(),
    value: integer('value').notNull(),
    people: peopleSketch('people'),
  },
  (t) => [primaryKey({ columns: [t.metric, t.month, t.dim] }), index('insight_monthly_metric_dim_idx').on(t.metric, t.dim, t.month)],
);

/** Which days the rollup has made, when, and how long it took: the Insights tab says how fresh its numbers are. */
export const insightRuns = pgTable('insight_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
  durationMs: integer('duration_ms').notNull(),
});
