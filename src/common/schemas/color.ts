import { z } from 'zod';
import { LIGHTFASTNESS_BASES } from '#common/color/rating-origin.ts';
import { COLOR_MEDIUMS, DEFAULT_HEX, LIGHTFASTNESS, LIMITS } from '#common/constants.ts';
import { someFields } from './documented';

/** Spec §3 Color, as the API shows it. */
export const ZColor = z
  .object({
    id: z.string(),
    paletteId: z.string(),
    position: z.number().int().nullable(),
    isInWorkingArea: z.boolean(),
    workingAreaPosition: z.number().int().nullable(),
    workingAreaRow: z.number().int().nullable(),
    workingAreaColumn: z.number().int().nullable(),
    paintName: z.string(),
    manufacturer: z.string().nullable(),
    pigmentCode: z.string().nullable(),
    hexCode: z.string(),
    medium: z.string().nullable(),
    lightfastness: z.string().nullable(),
    /**
     * Issue 42: where the rating comes from, read through the catalogue link (not stored): the
     * catalogue paint's, while the color is picked from it and keeps its rating; else null.
     */
    lightfastnessBasis: z.enum(LIGHTFASTNESS_BASES).nullable(),
    /** The maker's rating as its chart writes it ('AA', '***', 'ASTM I'), where known; read as lightfastnessBasis is. */
    makerLightfastness: z.string().nullable(),
    opacity: z.string().nullable(),
    granulation: z.string().nullable(),
    staining: z.string().nullable(),
    seriesName: z.string().nullable(),
    personalNotes: z.string().nullable(),
    /** Where the Buy link comes from when the color has none of its own (issue 15; not in spec §3). */
    affiliateLink: z.string().nullable(),
    /** The catalogue paint the color was picked from, if any (issue 15; not in spec §3). */
    cataloguePaintId: z.string().nullable(),
  })
  .meta({ id: 'Color' });
export type TColor = z.infer<typeof ZColor>;

export const ZPaletteColorsParam = z.object({ paletteId: z.uuid('Not a palette id.') });

const wa = LIMITS.workingArea;

/** Optional text: trimmed, and empty means null (spec §5: empty optional fields are sent as null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : v === undefined ? undefined : null));

export const HEX_CODE_MESSAGE = 'Hex must be # followed by six hex digits.';
/** Spec §5: '#' and six hex digits. */
export const HEX_CODE_PATTERN = /^#[0-9A-Fa-f]{6}$/;
export const ZHexCode = z.string().regex(HEX_CODE_PATTERN, HEX_CODE_MESSAGE);

/** The paint itself: every spec §3 Color field that is not about placement. */
const colorFields = {
  paintName: z.string().trim().min(1, 'Paint name is required.').max(200),
  manufacturer: optionalText(100),
  pigmentCode: optionalText(100),
  hexCode: ZHexCode,
  medium: z.enum(COLOR_MEDIUMS).nullable().optional(),
  lightfastness: z.enum(LIGHTFASTNESS).nullable().optional(),
  opacity: optionalText(50),
  granulation: optionalText(50),
  staining: optionalText(50),
  seriesName: optionalText(100),
  personalNotes: optionalText(5000),
  affiliateLink: z
    .url({ protocol: /^https?$/, error: 'Enter a link that starts with http:// or https://.' })
    .max(LIMITS.urlMax)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  // Not in spec §7: the catalogue paint the painter picked (its Buy link is then resolved from the
  // catalogue); null when the color is no longer that paint.
  cataloguePaintId: z.uuid('Not a catalogue paint id.').nullable().optional(),
};

/** Where a color sits: a grid slot, or a working-area cell (index = row * 6 + column). */
const placementFields = {
  position: z.number().int().min(0).nullable().optional(),
  isInWorkingArea: z.boolean().optional(),
  workingAreaPosition: z
    .number()
    .int()
    .min(0)
    .max(wa.capacity - 1)
    .nullable()
    .optional(),
  workingAreaRow: z
    .number()
    .int()
    .min(0)
    .max(wa.rows - 1)
    .nullable()
    .optional(),
  workingAreaColumn: z
    .number()
    .int()
    .min(0)
    .max(wa.columns - 1)
    .nullable()
    .optional(),
};

export const ZCreateColorRequest = z.object({
  paletteId: z.uuid(),
  ...placementFields,
  ...colorFields,
  hexCode: colorFields.hexCode.default(DEFAULT_HEX),
});
export type TCreateColorRequest = z.input<typeof ZCreateColorRequest>;

/** Spec §7: color fields only; placement moves through PUT /api/colors/positions. */
export const ZUpdateColorRequest = someFields(z.strictObject(colorFields).partial());
export type TUpdateColorRequest = z.input<typeof ZUpdateColorRequest>;

export const ZColorPositionsRequest = z
  .array(
    z.strictObject({ id: z.uuid(), ...placementFields }).meta({ examples: [{ id: '0b6c1ad6-2b1f-4c39-9d3a-2f6f8a1c0e11', position: 0 }] }),
  )
  .min(1)
  .max(100)
  .meta({
    description:
      'Each color once, each with where it goes: a grid position, or a working-area cell (workingAreaPosition, or workingAreaRow and workingAreaColumn).',
  });
export type TColorPositionsRequest = z.input<typeof ZColorPositionsRequest>;

export const ZColorIdParam = z.object({ id: z.uuid('Not a color id.') });

/** The fields that say which paint a color is: its name, maker and medium (a mask for `.pick`). */
export const PAINT_IDENTITY = { paintName: true, manufacturer: true, medium: true } as const;

/**
 * What else is said of a paint: its pigments, swatch, series and ratings. Of a catalogue paint a
 * painter holds, what they observed of these may stand for the catalogue's (issue 28).
 */
export const PAINT_OBSERVATIONS = {
  pigmentCode: true,
  hexCode: true,
  seriesName: true,
  lightfastness: true,
  opacity: true,
  granulation: true,
  staining: true,
} as const;

/** The fields that say which paint a color is and what it is like: a mask for `.pick`. */
export const PAINT_FACTS = { ...PAINT_IDENTITY, ...PAINT_OBSERVATIONS } as const;

/** Issue 42: where a rating comes from (a mask for `.pick`), as a color and a catalogue paint both say it. */
export const RATING_ORIGIN = { lightfastnessBasis: true, makerLightfastness: true } as const;

/** Issue 15: a CSV row of an import, as a color's fields (where it goes is its TImportPlace, else a free place). */
export const ZImportedColor = ZCreateColorRequest.pick({ ...PAINT_FACTS, personalNotes: true }).extend({ hexCode: ZHexCode });
export type TImportedColor = z.output<typeof ZImportedColor>;

/**
 * Issue 25: where an imported row asks to go, as the export's place columns say (0-based here): a
 * grid slot or a working-area cell; `problem` when the columns could not be read as a place.
 */
export type TImportPlace =
  | { isInWorkingArea: false; position: number }
  | { isInWorkingArea: true; workingAreaPosition: number }
  | { problem: string };

/** A color read from a CSV row: its line in the file, its fields and the place it asks for, if any. */
export interface TImportRow {
  line: number;
  color: TImportedColor;
  place: TImportPlace | null;
}

/** A CSV row that was not imported: its line in the file and why. */
export const ZBadRow = z.object({ line: z.number().int(), reason: z.string() }).meta({ id: 'BadRow' });
export type TBadRow = z.infer<typeof ZBadRow>;

/** Issue 25: a row imported elsewhere than its place columns asked (taken, outside the grid, unreadable): why, and where it went. */
export const ZPlacedElsewhere = z
  .object({ line: z.number().int(), paintName: z.string(), reason: z.string() })
  .meta({ id: 'PlacedElsewhere' });
export type TPlacedElsewhere = z.infer<typeof ZPlacedElsewhere>;

/** POST /api/palettes/{id}/import: the colors added, the rows that were not, and those put in other places than the file said. */
export const ZImportResult = z
  .object({ imported: z.array(ZColor), badRows: z.array(ZBadRow), placedElsewhere: z.array(ZPlacedElsewhere) })
  .meta({ id: 'ImportResult' });
export type TImportResult = z.infer<typeof ZImportResult>;

/** `preview=true`: what importing the file would do now, without doing it (issue 27). */
export const ZImportQuery = z.object({ preview: z.enum(['true', 'false']).optional() });

/** The CSV itself (the body is capped at 64 KB before it is read). */
export const ZImportCsv = z.string().refine((text) => text.trim().length > 0, 'The file is empty.');
