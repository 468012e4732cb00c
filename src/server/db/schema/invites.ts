import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { palettes } from './palettes';
import { users } from './users';

/** An invitation to a shared palette; the id is the unguessable token in /invite/{token}. */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paletteId: uuid('palette_id')
      .notNull()
      .references(() => palettes.id, { onDelete: 'cascade' }),
    inviteeEmail: text('invitee_email').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invites_email_lowercase', sql`${t.inviteeEmail} = lower(${t.inviteeEmail})`),
    check('invites_acceptance_complete', sql`(${t.acceptedAt} is null) = (${t.acceptedByUserId} is null)`),
    index('invites_palette_idx').on(t.paletteId),
    // 'Shared with me': palettes whose invites a user accepted, newest first.
    index('invites_accepted_by_idx')
      .on(t.acceptedByUserId, t.acceptedAt.desc())
      .where(sql`${t.acceptedByUserId} is not null`),
  ],
);
