import { z } from 'zod';
import { LIMITS } from '#common/constants.ts';
import { PAINT_FACT_CELLS } from './catalogue-cells';

/**
 * Issue 42: the brand keeps its catalogue right. Admins see how complete each line is, fix a
 * paint's facts (with where the fix comes from), import a maker's chart, and read what painters
 * report as wrong. None of these routes is in spec §7.
 */

/** The facts an admin may fix, by their API names; the rest of a paint (its maker, line, medium) is its identity. */
export const CATALOGUE_FACTS = [
  'paintName',
  'productCode',
  'pigmentCodes',
  'hexCode',
  'lightfastness',
  'opacity',
  'granulation',
  'staining',
] as const;
export type TCatalogueFact = (typeof CATALOGUE_FACTS)[number];

/** Where a fix comes from: a page of the maker's (http or https), or the maker's printed chart, or the tube's label. */
export const ZFactSource = z
  .string()
  .trim()
  .min(1, 'Say where the fix comes from: a link, chart or label.')
  .max(LIMITS.urlMax)
  .refine((value) => value === 'chart' || value === 'label' || /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(value), {
    message: 'Give a link (http or https), or the word chart or label.',
  });

/** PUT /api/admin/catalogue/paints/{id}: every fact as the catalogue files write it (the importer's cell schemas), and the source. */
export const ZEditPaintFactsRequest = z
  .object({
    paintName: PAINT_FACT_CELLS.paint_name,
    productCode: PAINT_FACT_CELLS.product_code,
    pigmentCodes: PAINT_FACT_CELLS.pigment_codes,
    hexCode: PAINT_FACT_CELLS.hex_code,
    lightfastness: PAINT_FACT_CELLS.lightfastness,
    opacity: PAINT_FACT_CELLS.opacity,
    granulation: PAINT_FACT_CELLS.granulation,
    staining: PAINT_FACT_CELLS.staining,
    source: ZFactSource,
  })
  .meta({ id: 'EditPaintFactsRequest' });
export type TEditPaintFactsForm = z.input<typeof ZEditPaintFactsRequest>;
export type TEditPaintFactsRequest = z.output<typeof ZEditPaintFactsRequest>;

const factValue = z.union([z.string(), z.array(z.string()), z.null()]);

/** A paint's facts as an admin fixes them, and which of them an admin has fixed (the import keeps those). */
export const ZAdminCataloguePaint = z
  .object({
    id: z.string(),
    manufacturer: z.string(),
    seriesName: z.string().nullable(),
    medium: z.string(),
    paintName: z.string(),
    productCode: z.string().nullable(),
    pigmentCodes: z.array(z.string()),
    hexCode: z.string().nullable(),
    lightfastness: z.string().nullable(),
    opacity: z.string().nullable(),
    granulation: z.string().nullable(),
    staining: z.string().nullable(),
    /** The file's own note of where its facts come from. */
    source: z.string().nullable(),
    editedFacts: z.array(z.enum(CATALOGUE_FACTS)),
  })
  .meta({ id: 'AdminCataloguePaint' });
export type TAdminCataloguePaint = z.infer<typeof ZAdminCataloguePaint>;

/** A paint's facts as the fix form holds them (every fact as text, as a catalogue file writes it); the source left to say. */
export function factsFormOf(paint: TAdminCataloguePaint): TEditPaintFactsForm {
  return {
    paintName: paint.paintName,
    productCode: paint.productCode ?? '',
    pigmentCodes: paint.pigmentCodes.join(' '),
    hexCode: paint.hexCode ?? '',
    lightfastness: paint.lightfastness ?? '',
    opacity: paint.opacity ?? '',
    granulation: paint.granulation ?? '',
    staining: paint.staining ?? '',
    source: '',
  };
}

/** One fix of a paint's facts: who, when, the changed facts before and after, and the source. */
export const ZPaintFactEdit = z
  .object({
    id: z.string(),
    editor: z.string().nullable(),
    editedAt: z.string(),
    before: z.record(z.string(), factValue),
    after: z.record(z.string(), factValue),
    source: z.string(),
  })
  .meta({ id: 'PaintFactEdit' });
export type TPaintFactEdit = z.infer<typeof ZPaintFactEdit>;

/** A line's completeness: its paints, and how many have each fact the brand cares about. */
export const ZCoverageLine = z
  .object({
    manufacturer: z.string(),
    seriesName: z.string().nullable(),
    medium: z.string(),
    paints: z.number().int(),
    withPigments: z.number().int(),
    /** Lightfastness the maker gives (not derived from the pigment). */
    withMakerLightfastness: z.number().int(),
    /** Swatches whose colour was estimated (the file's source says 'hex estimated'). */
    swatchFlagged: z.number().int(),
    openReports: z.number().int(),
  })
  .meta({ id: 'CoverageLine' });
export type TCoverageLine = z.infer<typeof ZCoverageLine>;

const ZCounts = z.object({ inserted: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });

/** POST /api/admin/catalogue/import: what the file changed, and each row it skipped with why. */
export const ZCatalogueImportReport = z
  .object({
    pigments: ZCounts,
    paints: ZCounts,
    badRows: z.array(z.object({ line: z.number().int(), message: z.string() })),
  })
  .meta({ id: 'CatalogueImportReport' });
export type TCatalogueImportReport = z.infer<typeof ZCatalogueImportReport>;

/** POST /api/paints/{id}/reports: what a painter found wrong with a catalogue paint. */
export const ZPaintReportRequest = z.object({
  note: z
    .string()
    .trim()
    .min(1, 'Say what is wrong.')
    .max(LIMITS.paintReportNoteMax, `Keep it under ${LIMITS.paintReportNoteMax} characters.`),
});
export type TPaintReportRequest = z.infer<typeof ZPaintReportRequest>;

export const ZPaintReport = z
  .object({
    id: z.string(),
    paintId: z.string(),
    paintName: z.string(),
    manufacturer: z.string(),
    seriesName: z.string().nullable(),
    note: z.string(),
    reporter: z.string().nullable(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'PaintReport' });
export type TPaintReport = z.infer<typeof ZPaintReport>;

export const ZReportIdParam = z.object({ id: z.uuid('Not a report id.') });
export const ZResolveReportRequest = z.object({ resolved: z.literal(true) });
