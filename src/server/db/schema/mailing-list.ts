import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Mailing-list consent: one row per address, with the time the person opted in. */
export const mailingListSubscriptions = pgTable('mailing_list_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  autoSubscribe: boolean('auto_subscribe').notNull(),
  hasOptedIn: boolean('has_opted_in').notNull(),
  optedInAt: timestamp('opted_in_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
