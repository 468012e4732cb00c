import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ANALYTICS_EVENTS } from '../../../common/schemas/analytics';
import { users } from './users';

const names = sql.raw(ANALYTICS_EVENTS.map((n) => `'${n}'`).join(', '));

/** First-party analytics, used when no Google Analytics id is configured. */
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
  (t) => [check('analytics_events_name', sql`${t.name} in (${names})`), index('analytics_events_name_time_idx').on(t.name, t.createdAt)],
);
