import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Colour Index pigments (e.g. PB29, ultramarine blue); every catalogue pigment code refers to one. */
export const pigments = pgTable(
  'pigments',
  {
    code: text('code').primaryKey(),
    commonName: text('common_name').notNull(),
    chemicalClass: text('chemical_class'),
  },
  (t) => [check('pigments_code_format', sql`${t.code} ~ '^P(BK|BR|B|G|M|O|R|V|W|Y)[0-9]+(:[0-9]+)?$'`)],
);

/** Spec §3 Paint catalogue entry: a manufacturer's paint, used to fill the color form. */
export const paints = pgTable(
  'paints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paintName: text('paint_name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    seriesName: text('series_name'),
    productCode: text('product_code'),
    pigmentNumber: text('pigment_number'),
    pigmentCode: text('pigment_code'),
    pigmentCodes: text('pigment_codes').array().notNull().default(sql`'{}'::text[]`),
    defaultHexCode: text('default_hex_code'),
    hexCode: text('hex_code'),
    medium: text('medium').notNull(),
    lightfastness: text('lightfastness'),
    opacity: text('opacity'),
    granulation: text('granulation'),
    staining: text('staining'),
    affiliateLink: text('affiliate_link'),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('paints_hex_format', sql`${t.hexCode} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('paints_default_hex_format', sql`${t.defaultHexCode} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('paints_affiliate_link_http', sql`${t.affiliateLink} ~* '^https?://'`),
    check(
      'paints_lightfastness_scale',
      sql`${t.lightfastness} in ('I-Excellent', 'II-Very Good', 'III-Fair', 'IV-Fugitive')`,
    ),
    // The import upserts on this key; paints without a product code are keyed by name.
    uniqueIndex('paints_identity_idx').on(
      t.manufacturer,
      sql`coalesce(${t.seriesName}, '')`,
      sql`coalesce(${t.productCode}, ${t.paintName})`,
    ),
    index('paints_manufacturer_series_idx').on(t.manufacturer, t.seriesName),
    index('paints_pigment_codes_idx').using('gin', t.pigmentCodes),
  ],
);
