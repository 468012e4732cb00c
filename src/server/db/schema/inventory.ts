import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVENTORY_FORMS, INVENTORY_LEVELS, LIMITS, type TInventoryForm, type TInventoryLevel } from '#common/constants.ts';
import { paints } from './paints';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Issue 28: a paint a person owns or wants, in one form (tube, pan…). Its paint facts are copied
 * from the catalogue when added from it, so deleting the catalogue entry keeps the item (the link
 * is dropped). One item per catalogue paint and form per person; adding again raises the count.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cataloguePaintId: uuid('catalogue_paint_id').references(() => paints.id, { onDelete: 'set null' }),
    paintName: text('paint_name').notNull(),
    manufacturer: text('manufacturer'),
    pigmentCode: text('pigment_code'),
    hexCode: text('hex_code').notNull(),
    medium: text('medium'),
    seriesName: text('series_name'),
    lightfastness: text('lightfastness'),
    opacity: text('opacity'),
    granulation: text('granulation'),
    staining: text('staining'),
    form: text('form').$type<TInventoryForm>().notNull().default('tube'),
    level: text('level').$type<TInventoryLevel>().notNull().default('full'),
    count: integer('count').notNull().default(1),
    wish: boolean('wish').notNull().default(false),
    note: text('note'),
    /**
     * The item's JSON as the API shows it, less its Buy link and closing brace (migration 0020):
     * written with the row, so that reading a studio of 2,000 only joins them (inventory/list-items.ts).
     */
    itemJson: text('item_json')
      .notNull()
      .generatedAlwaysAs(
        sql`inventory_item_json(id, catalogue_paint_id, paint_name, manufacturer, pigment_code, hex_code, medium, series_name, lightfastness, opacity, granulation, staining, form, level, count, wish, note)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('inventory_items_form_known', sql`${t.form} in ${inList(INVENTORY_FORMS)}`),
    check('inventory_items_level_known', sql`${t.level} in ${inList(INVENTORY_LEVELS)}`),
    check('inventory_items_count_range', sql`${t.count} between 0 and ${sql.raw(String(LIMITS.inventoryCountMax))}`),
    check('inventory_items_hex_format', sql`${t.hexCode} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('inventory_items_name_length', sql`char_length(btrim(${t.paintName})) between 1 and 200`),
    check('inventory_items_note_length', sql`char_length(${t.note}) <= ${sql.raw(String(LIMITS.inventoryNoteMax))}`),
    uniqueIndex('inventory_items_user_paint_form_idx')
      .on(t.userId, t.cataloguePaintId, t.form)
      .where(sql`${t.cataloguePaintId} is not null`),
    // A paint by hand is the same paint when its name and maker are (any case), in the same form.
    index('inventory_items_user_name_idx').on(t.userId, sql`lower(${t.paintName})`, sql`lower(coalesce(${t.manufacturer}, ''))`),
    index('inventory_items_catalogue_paint_idx').on(t.cataloguePaintId),
  ],
);

/**
 * Issue 28: what a person's studio list is at. Its revision is a new random id whenever any of
 * their items is written, or a catalogue paint they hold changes (triggers, migration 0022), so it
 * names the list's content: the list is made once per revision (inventory/list-items.ts) and is
 * the answer's ETag. The row is made by the first write of an item; without one nothing is kept.
 * `seq` counts those changes, one by one in the order they commit (migration 0023).
 */
export const studioRevisions = pgTable('studio_revisions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revision: uuid('revision').notNull().defaultRandom(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(1),
});

/** How many of a studio's last changes `studio_changes` keeps: migration 0023's trigger prunes the older. */
export const STUDIO_CHANGES_KEPT = 64;

/**
 * Issue 28: which items each of a studio's last STUDIO_CHANGES_KEPT changes wrote, added or deleted
 * (or whose catalogue paint's Buy link changed), by the change's `seq`: a list kept at one change
 * is brought to the next by reading only those items (migration 0023, decision 027). Written and
 * pruned by the triggers that change the revision, never by the app.
 */
export const studioChanges = pgTable(
  'studio_changes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => studioRevisions.userId, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    itemId: uuid('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq, t.itemId] })],
);

/** Issue 28: a person's shopping list as a read-only link while its row exists; turning sharing off deletes it. */
export const shoppingListShares = pgTable('shopping_list_shares', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
