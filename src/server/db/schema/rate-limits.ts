import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of rate-limiter-flexible (RateLimiterDrizzle): one row per limited key and window, so
 * every instance counts against the same numbers. Expired rows are removed by the daily sweep.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
