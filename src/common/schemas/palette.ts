import { z } from 'zod';
import { EXPORT_FORMATS, LIMITS, PALETTE_MEDIUMS, PAPER_SIZES, PDF_LAYOUTS } from '#common/constants.ts';
import { someFields } from './documented';
import { ZOptionalWebsite } from './website';

/** What the caller may do with a palette; computed by the server's policy, shown by the client. */
export const ZPaletteAbilities = z
  .object({
    edit: z.boolean(),
    rename: z.boolean(),
    delete: z.boolean(),
    duplicate: z.boolean(),
    copy: z.boolean(),
    restore: z.boolean(),
    share: z.boolean(),
    favorite: z.boolean(),
  })
  .meta({ id: 'PaletteAbilities' });
export type TPaletteAbilities = z.infer<typeof ZPaletteAbilities>;

/**
 * A color as lists show it (the card miniature, the share preview): enough to paint, not the whole
 * color. `position` is its place in its area: the grid slot, or the working-area cell (row * 6 + column).
 */
export const ZPaletteSwatch = z
  .object({
    isInWorkingArea: z.boolean(),
    position: z.number().int(),
    hexCode: z.string(),
    paintName: z.string(),
  })
  .meta({ id: 'PaletteSwatch' });
export type TPaletteSwatch = z.infer<typeof ZPaletteSwatch>;

export const ZPalette = z
  .object({
    id: z.string(),
    name: z.string(),
    medium: z.string(),
    rows: z.number().int(),
    columns: z.number().int(),
    tags: z.array(z.string()).nullable(),
    notes: z.string().nullable(),
    isFavorite: z.boolean(),
    userId: z.string(),
    originalPaletteId: z.string().nullable(),
    isOriginal: z.boolean(),
    isDistributed: z.boolean(),
    isPushedByAdmin: z.boolean(),
    creatorDisplayName: z.string().nullable(),
    creatorName: z.string().nullable(),
    creatorEmail: z.string().nullable(),
    collaborationEnabled: z.boolean(),
    collaborationCompany: z.string().nullable(),
    collaborationUrl: z.string().nullable(),
    /** Whether the share link (/palette/{id}?share=true) opens the palette for anyone holding it. */
    shareEnabled: z.boolean(),
    shareNotes: z.boolean().meta({
      description:
        'Issue 41: whether the share link shows the palette’s notes. Off, `notes` is null for those who read it only through the link.',
    }),
    updatedAt: z.string(),
    colorCount: z.number().int(),
    swatches: z.array(ZPaletteSwatch),
    abilities: ZPaletteAbilities,
  })
  .meta({ id: 'Palette' });
export type TPalette = z.infer<typeof ZPalette>;

/** A master in the library's 'Curated palettes' (issue 27), with where the caller already has it. */
export const ZCuratedPalette = ZPalette.extend({
  inLibraryAs: z.uuid().nullable().meta({
    description:
      "The caller's palette that holds this master in their library: their pushed copy, else the copy they made; null when they have neither.",
  }),
  /** Issue 28: how many of the master's colors the caller owns (their studio inventory), of how many: 'You own 7 of 12'. */
  owned: z.number().int(),
  total: z.number().int(),
}).meta({ id: 'CuratedPalette' });
export type TCuratedPalette = z.infer<typeof ZCuratedPalette>;

const ZName = z.string().trim().min(1, 'Name is required.').max(LIMITS.paletteNameMax);
const ZNotes = z.string().max(LIMITS.paletteNotesMax).nullable();
/**
 * A palette's tags as kept: trimmed, empties dropped, one of each whatever its case ('Sky' and
 * 'sky' are one tag; the first spelling stays), null if none (spec §5).
 */
export function distinctTags(tags: readonly string[]): string[] | null {
  const seen = new Set<string>();
  const kept = tags
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return kept.length > 0 ? kept : null;
}

const ZTags = z
  .array(z.string().trim().max(LIMITS.paletteTagMax))
  .max(LIMITS.paletteTagsMax)
  .nullable()
  .transform((tags) => distinctTags(tags ?? []));

/** Spec §5: comma-separated tags as typed into a form, trimmed, empties dropped, null if none. */
export function parseTagInput(input: string): string[] | null {
  return distinctTags(input.split(','));
}

const create = LIMITS.createPalette;
export const ZCreatePaletteRequest = z.object({
  name: ZName,
  medium: z.enum(PALETTE_MEDIUMS),
  rows: z.number().int().min(create.rowsMin).max(create.rowsMax).default(create.rowsDefault),
  columns: z.number().int().min(create.columnsMin).max(create.columnsMax).default(create.columnsDefault),
  tags: ZTags.default(null),
  userId: z.uuid(),
  isFavorite: z.boolean().default(false),
  notes: ZNotes.default(null),
});
export type TCreatePaletteRequest = z.input<typeof ZCreatePaletteRequest>;

const grid = LIMITS.detailGrid;
/** Spec §7: only these fields; anything else is refused rather than ignored. */
export const ZUpdatePaletteRequest = someFields(
  z
    .strictObject({
      isFavorite: z.boolean(),
      name: ZName,
      notes: ZNotes,
      collaborationEnabled: z.boolean(),
      collaborationCompany: z.string().trim().max(LIMITS.collaborationCompanyMax).nullable(),
      collaborationUrl: ZOptionalWebsite,
      rows: z.number().int().min(grid.min).max(grid.max),
      columns: z.number().int().min(grid.min).max(grid.max),
      tags: ZTags,
      shareEnabled: z.boolean(),
      shareNotes: z.boolean(),
    })
    .partial(),
);
export type TUpdatePaletteRequest = z.input<typeof ZUpdatePaletteRequest>;

export const ZPaletteIdParam = z.object({ id: z.uuid('Not a palette id.') });
export const ZUserIdBody = z.object({ userId: z.uuid() });

export const ZGetPaletteQuery = z.object({ share: z.enum(['true', 'false']).optional() });
/**
 * Issue 15: GET /api/palettes/{id}/export?format=ase|gpl|csv|pdf&paper=a4|letter (the share link
 * too); issue 25: the PDF's layout=grid|card, and excel=true for a CSV that Excel opens as UTF-8.
 */
export const ZExportPaletteQuery = ZGetPaletteQuery.extend({
  format: z.enum(EXPORT_FORMATS),
  paper: z.enum(PAPER_SIZES).default('a4'),
  layout: z.enum(PDF_LAYOUTS).default('grid'),
  excel: z.enum(['true', 'false']).optional(),
});
export const ZCuratedQuery = z.object({
  userId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(LIMITS.curatedLimit),
});
export const ZSharedQuery = z.object({
  userId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(LIMITS.sharedLimit),
});

export const ZCanCreatePalette = z.object({ canCreate: z.boolean() });
