import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { palettes } from './palettes';
import { users } from './users';

/**
 * An invitation to a palette (issue 7). The e-mailed /invite/{token} carries `token`, 256 random
 * bits; `id` names the invite to its owner (revoking) and never leaves their share dialog. An
 * accepted invite is the invitee's access: revoking it (revoked_at) ends both.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    paletteId: uuid('palette_id')
      .notNull()
      .references(() => palettes.id, { onDelete: 'cascade' }),
    inviteeEmail: text('invitee_email').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invites_email_lowercase', sql`${t.inviteeEmail} = lower(${t.inviteeEmail})`),
    check('invites_acceptance_complete', sql`(${t.acceptedAt} is null) = (${t.acceptedByUserId} is null)`),
    check('invites_token_length', sql`char_length(${t.token}) >= 43`),
    // One live invitation per address and palette: inviting again while one is pending or accepted is refused.
    uniqueIndex('invites_live_per_email_idx').on(t.paletteId, t.inviteeEmail).where(sql`${t.revokedAt} is null`),
    index('invites_palette_idx').on(t.paletteId),
    // The sender's recent invitations, counted against the mail limits.
    index('invites_sender_recent_idx').on(t.invitedByUserId, t.createdAt),
    // 'Shared with me': palettes whose invites a user accepted, newest first.
    index('invites_accepted_by_idx').on(t.acceptedByUserId, t.acceptedAt.desc()).where(sql`${t.acceptedByUserId} is not null`),
  ],
);
