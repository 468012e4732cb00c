import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '#common/constants.ts';
import { authUsers } from './auth';

/** The product's user record (spec §3 User), one per identity, looked up by e-mail. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authUserId: text('auth_user_id')
      .unique()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    maxPalettes: integer('max_palettes').notNull().default(LIMITS.freePaletteQuota),
    /**
     * Issue 30: the bit (0-511) this person sets in an insight row's people sketch, computed once
     * here so the daily snapshots join it instead of hashing every row (bench:insights).
     */
    insightPerson: integer('insight_person').generatedAlwaysAs(sql`insight_person_index(id::text)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check(
      'users_max_palettes_range',
      sql`${t.maxPalettes} between ${sql.raw(String(LIMITS.maxPalettesMin))} and ${sql.raw(String(LIMITS.maxPalettesMax))}`,
    ),
    check('users_display_name_length', sql`char_length(${t.displayName}) <= ${sql.raw(String(LIMITS.displayNameMax))}`),
  ],
);
