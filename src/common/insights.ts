/** Issue 30: the admins' insights and what the app keeps to make them. */
export const INSIGHTS = {
  /** A breakdown row counting fewer distinct people than this over the period is folded into "Other". */
  minPeople: 5,
  /** Raw events older than this many months are removed by the daily rollup (its numbers stay). */
  rawEventsKeptMonths: 13,
  /** The periods offered, in days; any from–to of at most `maxPeriodDays` may be asked for. */
  periods: [7, 30, 90, 365],
  defaultPeriod: 30,
  maxPeriodDays: 366,
  /** Rows a breakdown shows before the rest is "Other". */
  topRows: 10,
  /** A catalogue search answering fewer suggestions than this is counted as finding few (0: none). */
  fewResults: 3,
  searchTermMax: 60,
} as const;

/** Bits of the people sketch of each insight row (db/schema/insights.ts). */
export const PEOPLE_SKETCH_BITS = 512;

/** The label of a breakdown's folded row. */
export const OTHER_LABEL = 'Other';
