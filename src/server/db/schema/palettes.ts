import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LIMITS } from '#common/constants.ts';
import { users } from './users';

const gridMax = sql.raw(String(LIMITS.detailGrid.max));

/** Spec §3 Palette. Ids are random UUIDs so a share link cannot be used to enumerate palettes. */
export const palettes = pgTable(
  'palettes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    medium: text('medium').notNull(),
    rows: integer('rows').notNull().default(LIMITS.detailGrid.rowsDefault),
    columns: integer('columns').notNull().default(LIMITS.detailGrid.columnsDefault),
    tags: text('tags').array(),
    notes: text('notes'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    // A user's copy survives its master being deleted; it just can no longer be restored.
    originalPaletteId: uuid('original_palette_id').references((): AnyPgColumn => palettes.id, {
      onDelete: 'set null',
    }),
    isOriginal: boolean('is_original').notNull().default(false),
    isDistributed: boolean('is_distributed').notNull().default(false),
    isPushedByAdmin: boolean('is_pushed_by_admin').notNull().default(false),
    creatorDisplayName: text('creator_display_name'),
    creatorName: text('creator_name'),
    creatorEmail: text('creator_email'),
    collaborationEnabled: boolean('collaboration_enabled').notNull().default(false),
    collaborationCompany: text('collaboration_company'),
    collaborationUrl: text('collaboration_url'),
    // Link sharing (issue 7): a new palette is private until its owner turns the link on in the
    // Share dialog (issue 12: a revoked invitee kept reading through a link nobody meant to give).
    shareEnabled: boolean('share_enabled').notNull().default(false),
    // Issue 41: whether the share link shows the palette's notes; off until the owner turns it on in
    // the Share dialog. Palettes shared before it existed keep showing them (migration 0027).
    shareNotes: boolean('share_notes').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('palettes_name_not_blank', sql`char_length(btrim(${t.name})) > 0`),
    check('palettes_rows_range', sql`${t.rows} between 1 and ${gridMax}`),
    check('palettes_columns_range', sql`${t.columns} between 1 and ${gridMax}`),
    check('palettes_collaboration_url_http', sql`${t.collaborationUrl} ~* '^https?://'`),
    // Library home: a user's palettes, newest first.
    index('palettes_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    // Curated section and admin list: masters, distributed first.
    index('palettes_masters_idx').on(t.isDistributed, t.updatedAt.desc()).where(sql`${t.isOriginal}`),
    // A master can be copied once per user (spec §4); distribution may also push one read-only
    // copy, so the pair is unique per kind of copy.
    uniqueIndex('palettes_one_copy_per_user_idx')
      .on(t.userId, t.originalPaletteId, t.isPushedByAdmin)
      .where(sql`${t.originalPaletteId} is not null`),
    index('palettes_original_idx').on(t.originalPaletteId),
  ],
);
