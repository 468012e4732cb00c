import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_HEX, LIMITS } from '#common/constants.ts';
import { paints } from './paints';
import { palettes } from './palettes';

const wa = LIMITS.workingArea;

/**
 * Spec §3 Color: one paint in a palette, either in a grid slot (`position`) or in the working area.
 * One-color-per-slot is enforced by deferrable exclusion constraints added in a hand-written
 * migration, so a swap of two colors can run as one statement.
 */
export const colors = pgTable(
  'colors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paletteId: uuid('palette_id')
      .notNull()
      .references(() => palettes.id, { onDelete: 'cascade' }),
    position: integer('position'),
    isInWorkingArea: boolean('is_in_working_area').notNull().default(false),
    workingAreaPosition: integer('working_area_position'),
    workingAreaRow: integer('working_area_row'),
    workingAreaColumn: integer('working_area_column'),
    paintName: text('paint_name').notNull(),
    manufacturer: text('manufacturer'),
    pigmentCode: text('pigment_code'),
    hexCode: text('hex_code').notNull().default(DEFAULT_HEX),
    medium: text('medium'),
    lightfastness: text('lightfastness'),
    opacity: text('opacity'),
    granulation: text('granulation'),
    staining: text('staining'),
    seriesName: text('series_name'),
    personalNotes: text('personal_notes'),
    affiliateLink: text('affiliate_link'),
    /**
     * The catalogue paint the color was picked from, if any: its Buy link is the paint's (kept right
     * by affiliate verification) unless an admin set one on the color. A paint leaving the
     * catalogue leaves the color as it is, unlinked.
     */
    cataloguePaintId: uuid('catalogue_paint_id').references(() => paints.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('colors_hex_format', sql`${t.hexCode} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('colors_affiliate_link_http', sql`${t.affiliateLink} ~* '^https?://'`),
    check('colors_position_non_negative', sql`${t.position} >= 0`),
    check(
      'colors_working_area_cell',
      sql`${t.workingAreaPosition} between 0 and ${sql.raw(String(wa.capacity - 1))}
        and ${t.workingAreaRow} between 0 and ${sql.raw(String(wa.rows - 1))}
        and ${t.workingAreaColumn} between 0 and ${sql.raw(String(wa.columns - 1))}`,
    ),
    check(
      'colors_placement',
      sql`(${t.isInWorkingArea} and ${t.workingAreaPosition} is not null)
        or (not ${t.isInWorkingArea} and ${t.workingAreaPosition} is null)`,
    ),
    index('colors_palette_idx').on(t.paletteId),
    // A paint removed from the catalogue finds its colors without a scan.
    index('colors_catalogue_paint_idx').on(t.cataloguePaintId),
  ],
);
