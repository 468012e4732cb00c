import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TMix } from '#common/schemas/mix.ts';
import { palettes } from './palettes';

/**
 * Issue 29: a recipe saved from "Match a colour" on a palette (its Mixes list): the colour matched,
 * the paints as they were when saved (name, maker, swatch and parts) and how far it is thinned.
 * Its colour and ΔE00 are worked out by the server from those, with the mixing preview's model.
 */
export const paletteMixes = pgTable(
  'palette_mixes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paletteId: uuid('palette_id')
      .notNull()
      .references(() => palettes.id, { onDelete: 'cascade' }),
    targetHex: text('target_hex').notNull(),
    targetName: text('target_name'),
    paints: jsonb('paints').$type<TMix['paints']>().notNull(),
    strength: real('strength').notNull(),
    mixHex: text('mix_hex').notNull(),
    deltaE: real('delta_e').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('palette_mixes_hex_format', sql`${t.targetHex} ~ '^#[0-9A-F]{6}$' and ${t.mixHex} ~ '^#[0-9A-F]{6}$'`),
    check('palette_mixes_paints', sql`jsonb_array_length(${t.paints}) between 1 and 3`),
    check('palette_mixes_strength', sql`${t.strength} in (1, 0.5, 0.25)`),
    index('palette_mixes_palette_idx').on(t.paletteId, t.createdAt),
    // One recipe for one colour once per palette: saving it again (a second tap) keeps the first.
    uniqueIndex('palette_mixes_recipe_idx').on(t.paletteId, t.targetHex, t.strength, t.paints),
  ],
);
