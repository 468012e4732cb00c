import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { colors } from './colors';
import { users } from './users';

/** Spec §3 Tag: a user's own label for colors, unique per user regardless of case. */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tags_name_length', sql`char_length(btrim(${t.name})) between 1 and 50`),
    uniqueIndex('tags_user_name_idx').on(t.userId, sql`lower(${t.name})`),
  ],
);

export const colorTags = pgTable(
  'color_tags',
  {
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.colorId, t.tagId] }), index('color_tags_tag_idx').on(t.tagId)],
);
