import { z } from 'zod';
import { BIASES, HUE_FAMILIES, TINTING_STRENGTHS } from '#common/color/pigment-facts.ts';
import { COLOR_MEDIUMS, LIGHTFASTNESS, LIMITS, WASH_STRENGTHS } from '#common/constants.ts';
import { HEX_CODE_PATTERN, PAINT_FACTS, RATING_ORIGIN, ZColor, ZHexCode } from './color';
import { listPattern, UUID_PATTERN } from './documented';

/** The paint fields a catalogue entry and a painter's own color share: what fills the color form. */
const paintFields = ZColor.pick(PAINT_FACTS).shape;

/** Spec §3 Paint catalogue entry. */
export const ZCataloguePaint = z
  .object({
    id: z.string(),
    ...paintFields,
    // Issue 42: 'maker' when the maker's chart rates the paint, 'pigment' when the rating is its
    // least lightfast pigment's class; null when it has no rating.
    ...ZColor.pick(RATING_ORIGIN).shape,
    manufacturer: z.string(),
    productCode: z.string().nullable(),
    pigmentCodes: z.array(z.string()),
    /** The pigments' Colour Index constitution numbers, in the same order, e.g. '74160, 74260'. */
    pigmentNumber: z.string().nullable(),
    defaultHexCode: z.string().nullable(),
    affiliateLink: z.string().nullable(),
  })
  .meta({ id: 'CataloguePaint' });
export type TCataloguePaint = z.infer<typeof ZCataloguePaint>;

/** One of the caller's own colors, found through their tags: its paint, and where it is kept. */
export const ZTaggedColor = z.object({ id: z.string(), paletteId: z.string(), ...paintFields });
export type TTaggedColor = z.infer<typeof ZTaggedColor>;

/** One suggestion: a catalogue paint, or one of the caller's own colors. */
export const ZPaintSearchResult = z.discriminatedUnion('kind', [
  ZCataloguePaint.extend({ kind: z.literal('catalogue') }),
  ZTaggedColor.extend({ kind: z.literal('color') }),
]);
export type TPaintSearchResult = z.infer<typeof ZPaintSearchResult>;

const optionalFilter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

export const FILTER_MODES = ['OR', 'AND'] as const;

/**
 * GET /api/paints/search-with-tags (spec §7). Spec §5: at least 3 characters, or at least one tag.
 * tagIds arrive comma-joined. preferredMedium and excludeColorId are this app's additions (decision 008).
 */
export const ZPaintSearchQuery = z
  .object({
    query: z
      .string()
      .trim()
      .max(100)
      .default('')
      .meta({ description: `At least ${LIMITS.paintSearchMin} characters, unless tagIds names a tag.` }),
    manufacturer: optionalFilter,
    seriesName: optionalFilter,
    tagIds: z
      .string()
      .meta({
        description: `Tag ids, comma-joined, at most ${LIMITS.paintSearchTagsMax}: the caller’s colors with these tags (a session is needed).`,
        pattern: listPattern(UUID_PATTERN, LIMITS.paintSearchTagsMax, { empty: true }),
        examples: ['0b6c1ad6-2b1f-4c39-9d3a-2f6f8a1c0e11'],
      })
      .optional()
      .transform((v) => [
        ...new Set(
          (v ?? '')
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.uuid('Not a tag id.')).max(LIMITS.paintSearchTagsMax)),
    filterMode: z.enum(FILTER_MODES).default('OR'),
    userId: z.uuid('Not a user id.').optional(),
    /** The medium of the palette being filled: catalogue paints in it come first. Not a filter. */
    preferredMedium: z.enum(COLOR_MEDIUMS).optional(),
    /** The color being edited: never suggested to itself. */
    excludeColorId: z.uuid('Not a color id.').optional(),
    limit: z.coerce.number().int().min(1).max(LIMITS.paintSearchMaxResults).default(LIMITS.suggestions),
  })
  .refine((q) => q.query.length >= LIMITS.paintSearchMin || q.tagIds.length > 0, {
    path: ['query'],
    message: `Type at least ${LIMITS.paintSearchMin} characters or choose a tag to search paints.`,
  });
export type TPaintSearchQuery = z.input<typeof ZPaintSearchQuery>;

export const ZSeriesQuery = z.object({ manufacturer: optionalFilter });

/** GET /api/paints/manufacturers and /api/paints/series: names, sorted. */
export const ZNames = z.array(z.string());

export const ZPigment = z
  .object({
    code: z.string(),
    commonName: z.string(),
    chemicalClass: z.string().nullable(),
    constitutionNumber: z.number().int().nullable(),
    // Issue 25: what painters know of it (src/common/color/pigment-facts.ts), null where unknown.
    hueFamily: z.enum(HUE_FAMILIES).nullable(),
    bias: z.enum(BIASES).nullable(),
    shadesVary: z.boolean(),
    tintingStrength: z.enum(TINTING_STRENGTHS).nullable(),
    dye: z.boolean(),
    lightfastness: z.enum(LIGHTFASTNESS).nullable(),
    lightfastnessNote: z.string().nullable(),
    factsSource: z.string().nullable(),
  })
  .meta({ id: 'Pigment' });
export type TPigment = z.infer<typeof ZPigment>;

/** Spec §5: pigment search needs more than 2 characters; without a query the whole list comes back. */
export const ZPigmentsQuery = z.object({
  query: z
    .string()
    .trim()
    .min(LIMITS.pigmentSearchMin, `Type at least ${LIMITS.pigmentSearchMin} characters to search pigments.`)
    .max(50)
    .optional(),
});

/** GET /api/paints: the catalogue, a page at a time, optionally one manufacturer, series or medium. */
export const ZPaintsQuery = z.object({
  manufacturer: optionalFilter,
  seriesName: optionalFilter,
  medium: optionalFilter,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const ZPaintsPage = z
  .object({
    paints: z.array(ZCataloguePaint),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'PaintsPage' });
export type TPaintsPage = z.infer<typeof ZPaintsPage>;

/**
 * Issue 15: a catalogue paint of another manufacturer that can stand in for a paint or a color:
 * the same pigments first, then the nearest color; ΔE is CIEDE2000, to one decimal.
 */
/** A paint that can stand in for another: its CIEDE2000 distance, and whether it shares the pigments or the name (issue 25). */
export const ZAlternative = z
  .object({ paint: ZCataloguePaint, deltaE: z.number(), samePigments: z.boolean(), sameName: z.boolean() })
  .meta({ id: 'Alternative' });
export type TAlternative = z.infer<typeof ZAlternative>;

export const ZAlternativesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.alternativesMax).default(LIMITS.alternativesDefault),
});

export const ZPaintIdParam = z.object({ id: z.uuid('Not a paint id.') });

/** Issue 15: GET /api/paints/nearest?hex=#RRGGBB,#RRGGBB&medium=Watercolor, the paint nearest each color (a mix). */
export const ZNearestPaintsQuery = z.object({
  hex: z
    .string()
    .meta({
      description: `Hex codes, comma-joined, at most ${LIMITS.nearestPaintsMax}.`,
      pattern: listPattern(HEX_CODE_PATTERN, LIMITS.nearestPaintsMax, { empty: false }),
    })
    .transform((text) => text.split(',').map((hex) => hex.trim()))
    .pipe(z.array(ZHexCode).min(1).max(LIMITS.nearestPaintsMax)),
  medium: z.enum(COLOR_MEDIUMS).optional(),
});

/** The catalogue paint nearest a color by CIEDE2000 (ΔE to one decimal); none in an empty catalogue. */
export const ZNearestPaint = z
  .object({ hexCode: z.string(), paint: ZCataloguePaint.nullable(), deltaE: z.number().nullable() })
  .meta({ id: 'NearestPaint' });
export type TNearestPaint = z.infer<typeof ZNearestPaint>;

/** Issue 29: a colour matched against the whole catalogue of a medium ("Match a colour"). */
export const ZPaintMatchQuery = z.object({
  hex: ZHexCode,
  medium: z.enum(COLOR_MEDIUMS),
});

/** A recipe of paints (by their place in the answer's `paints`), whole parts, its thinning, colour and ΔE00 to the target. */
const ZMatchRecipe = z.object({
  parts: z.array(z.object({ paint: z.number().int(), parts: z.number().int() })),
  strength: z.literal([...WASH_STRENGTHS]),
  hexCode: z.string(),
  deltaE: z.number(),
});

/** The closest recipes of catalogue paints of each kind, and the paints they take. */
export const ZPaintMatch = z
  .object({
    paints: z.array(ZCataloguePaint),
    singles: z.array(ZMatchRecipe),
    pairs: z.array(ZMatchRecipe),
    triples: z.array(ZMatchRecipe),
  })
  .meta({ id: 'PaintMatch' });
export type TPaintMatch = z.infer<typeof ZPaintMatch>;
