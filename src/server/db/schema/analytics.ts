import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STORED_EVENTS } from '#common/schemas/analytics.ts';
import { users } from './users';

const names = sql.raw(STORED_EVENTS.map((n) => `'${n}'`).join(', '));

/**
 * First-party analytics: the spec's events as browsers send them (beside Google Analytics when one is
 * configured) and the server's own (SERVER_EVENTS). Kept INSIGHTS.rawEventsKeptMonths, then removed
 * by the daily rollup; a person's go with their account.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    params: jsonb('params').notNull().default({}),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('analytics_events_name', sql`${t.name} in (${names})`),
    index('analytics_events_name_time_idx').on(t.name, t.createdAt),
    // The rollup reads a day of every kind (and who was active in a week, from this index alone),
    // and removes what is older than kept.
    index('analytics_events_time_idx').on(t.createdAt, t.userId),
    // A person's events, found to remove them with the account.
    index('analytics_events_user_idx').on(t.userId),
  ],
);
