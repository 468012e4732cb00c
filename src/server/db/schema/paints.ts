import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BIASES, HUE_FAMILIES, TINTING_STRENGTHS } from '#common/color/pigment-facts.ts';
import { LIMITS } from '#common/constants.ts';
import { users } from './users';

/** `column in ('a', 'b')` for a check constraint over a fixed list. */
function inList(values: readonly string[]) {
  return sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Colour Index pigments (e.g. PB29, ultramarine blue) and the dyes some paints carry (BV10); every
 * catalogue pigment code refers to one. Issue 25: what painters know of each (src/common/color/pigment-facts.ts).
 */
export const pigments = pgTable(
  'pigments',
  {
    code: text('code').primaryKey(),
    commonName: text('common_name').notNull(),
    chemicalClass: text('chemical_class'),
    /** The Colour Index constitution number, e.g. 77007 for PB29. */
    constitutionNumber: integer('constitution_number'),
    hueFamily: text('hue_family'),
    bias: text('bias'),
    shadesVary: boolean('shades_vary').notNull().default(false),
    tintingStrength: text('tinting_strength'),
    dye: boolean('dye').notNull().default(false),
    lightfastness: text('lightfastness'),
    /** What painters should know beyond the class ('may fade in thin washes'). */
    lightfastnessNote: text('lightfastness_note'),
    /** Where the facts above come from ('general knowledge' where no published table was at hand). */
    factsSource: text('facts_source'),
  },
  (t) => [
    check('pigments_code_format', sql`${t.code} ~ '^(P(Bk|Br|B|G|M|O|R|V|W|Y)|N(Bk|Br|B|G|O|R|W|Y)|B(B|G|O|R|V|Y))[0-9]+(:[0-9]+)?$'`),
    check('pigments_constitution_number_positive', sql`${t.constitutionNumber} > 0`),
    check('pigments_hue_family_known', sql`${t.hueFamily} in ${inList(HUE_FAMILIES)}`),
    check('pigments_bias_known', sql`${t.bias} in ${inList(BIASES)}`),
    check('pigments_tinting_strength_known', sql`${t.tintingStrength} in ${inList(TINTING_STRENGTHS)}`),
    check('pigments_lightfastness_scale', sql`${t.lightfastness} in ('I-Excellent', 'II-Very Good', 'III-Fair', 'IV-Fugitive')`),
  ],
);

/**
 * Spec §3 Paint catalogue entry: a manufacturer's paint, used to fill the color form. Its pigment
 * code text and Colour Index numbers are derived from `pigment_codes` and `pigments` when read.
 * The two generated columns exist for search (docs/decisions/008-paint-catalogue-search.md).
 * Migration 0007 (SQL only) turns off GIN fast-update on this table's GIN indexes and adds the
 * materialized view `paint_names` (each lower-cased name once, trigram-indexed): misspellings
 * are matched against it, not against this table, which therefore has no trigram index.
 */
export const paints = pgTable(
  'paints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paintName: text('paint_name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    seriesName: text('series_name'),
    productCode: text('product_code'),
    /** Canonical codes in the manufacturer's order, e.g. {PB15:3, PG7}. */
    pigmentCodes: text('pigment_codes').array().notNull().default(sql`'{}'::text[]`),
    /** The codes without their ':n' variant ({PB15} for PB15:3), so 'PB15' finds every PB15:x. */
    pigmentFamilies: text('pigment_families').array().notNull().generatedAlwaysAs(sql`paint_pigment_families(pigment_codes)`),
    /** Words of the name, manufacturer and series, for word-prefix search ('ultra' finds 'French Ultramarine'). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', paint_name || ' ' || manufacturer || ' ' || coalesce(series_name, ''))`),
    /** The manufacturer's color as imported; `hex_code` may override it editorially. */
    defaultHexCode: text('default_hex_code'),
    hexCode: text('hex_code'),
    medium: text('medium').notNull(),
    lightfastness: text('lightfastness'),
    opacity: text('opacity'),
    granulation: text('granulation'),
    staining: text('staining'),
    affiliateLink: text('affiliate_link'),
    source: text('source'),
    /** Issue 15: the pigment composition as one key ('PB29 PV19'), for alternatives of the same pigments. */
    pigmentSet: text('pigment_set').generatedAlwaysAs(sql`paint_pigment_set(pigment_codes)`),
    /**
     * Issue 15: CIELAB (D65) of the paint's color, for CIEDE2000 against the whole catalogue. Three
     * plain columns: a scan reads them far faster than the elements of an array.
     */
    labL: doublePrecision('lab_l').generatedAlwaysAs(sql`(paint_lab(coalesce(hex_code, default_hex_code)))[1]`),
    labA: doublePrecision('lab_a').generatedAlwaysAs(sql`(paint_lab(coalesce(hex_code, default_hex_code)))[2]`),
    labB: doublePrecision('lab_b').generatedAlwaysAs(sql`(paint_lab(coalesce(hex_code, default_hex_code)))[3]`),
    /**
     * Issue 42: the facts (columns) an admin has fixed by hand; an import leaves them as they are
     * (upsert-catalogue.ts, decision 033).
     */
    editedFacts: text('edited_facts').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Issue 42: what the maker's files key this paint by (its product code, else its name) once an
     * admin's fix changed that, so the next import still finds it; null while the two agree.
     */
    importKey: text('import_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('paints_hex_format', sql`${t.hexCode} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('paints_default_hex_format', sql`${t.defaultHexCode} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('paints_affiliate_link_http', sql`${t.affiliateLink} ~* '^https?://'`),
    check('paints_lightfastness_scale', sql`${t.lightfastness} in ('I-Excellent', 'II-Very Good', 'III-Fair', 'IV-Fugitive')`),
    // The import upserts on this key; paints without a product code are keyed by name (issue 42:
    // by what the files knew them as, when an admin's fix changed it).
    uniqueIndex('paints_identity_idx').on(
      t.manufacturer,
      sql`coalesce(${t.seriesName}, '')`,
      sql`coalesce(${t.importKey}, ${t.productCode}, ${t.paintName})`,
    ),
    // Name order in byte order ("C"): exact and prefix matches, and every result tier, read in
    // index order, so a search touches about as many rows as it returns.
    index('paints_name_idx').on(sql`(lower(${t.paintName}) collate "C")`, t.manufacturer, t.id),
    // The same within one manufacturer: filtered search, series lists, the catalogue by manufacturer.
    index('paints_manufacturer_name_idx').on(sql`lower(${t.manufacturer})`, sql`(lower(${t.paintName}) collate "C")`, t.id),
    // The same within one medium: a search preferring the palette's medium reads its paints first,
    // and a medium the catalogue lacks costs nothing.
    index('paints_medium_name_idx').on(t.medium, sql`(lower(${t.paintName}) collate "C")`, t.manufacturer, t.id),
    index('paints_search_vector_idx').using('gin', t.searchVector),
    index('paints_pigment_codes_idx').using('gin', t.pigmentCodes),
    index('paints_pigment_families_idx').using('gin', t.pigmentFamilies),
    index('paints_pigment_set_idx').on(t.pigmentSet),
  ],
);

/**
 * Issue 42: each fix an admin made to a paint's facts: who, when, the changed facts before and after
 * (by their API names), and where the fix comes from (a link, or 'chart' or 'label').
 */
export const paintFactEdits = pgTable(
  'paint_fact_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paintId: uuid('paint_id')
      .notNull()
      .references(() => paints.id, { onDelete: 'cascade' }),
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, string | string[] | null>>().notNull(),
    after: jsonb('after').$type<Record<string, string | string[] | null>>().notNull(),
    source: text('source').notNull(),
  },
  (t) => [index('paint_fact_edits_paint_idx').on(t.paintId, t.editedAt)],
);

/** Issue 42: what a painter reported wrong with a catalogue paint, open until an admin resolves it. */
export const paintReports = pgTable(
  'paint_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paintId: uuid('paint_id')
      .notNull()
      .references(() => paints.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('paint_reports_note_length', sql`char_length(${t.note}) between 1 and ${sql.raw(String(LIMITS.paintReportNoteMax))}`),
    index('paint_reports_open_idx').on(t.paintId).where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * Issue 25: the shipped catalogue files (data/paints) last imported at start, by the SHA-256 of their
 * names and contents, so that a release whose catalogue changed brings every database up to date once.
 */
export const catalogueImports = pgTable('catalogue_imports', {
  sha256: text('sha256').primaryKey(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 41: what the public catalogue is at. One row, made by the first write; its revision is a new random id in the
 * transaction of any statement that writes paints or pigments (an import, the affiliate links'
 * verification, an editor's fix: triggers, migration 0028), so it names every public answer drawn
 * from the catalogue: each is made once per revision and the revision is in its ETag (decision 030).
 */
export const catalogueRevision = pgTable(
  'catalogue_revision',
  {
    one: boolean('one').primaryKey().default(true),
    revision: uuid('revision').notNull().defaultRandom(),
  },
  (t) => [check('catalogue_revision_one_row', sql`${t.one}`)],
);
