import { z } from 'zod';

/** Spec §3 Color, as the API shows it. */
export const ZColor = z.object({
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
  opacity: z.string().nullable(),
  granulation: z.string().nullable(),
  staining: z.string().nullable(),
  seriesName: z.string().nullable(),
  personalNotes: z.string().nullable(),
  affiliateLink: z.string().nullable(),
});
export type TColor = z.infer<typeof ZColor>;

export const ZPaletteColorsParam = z.object({ paletteId: z.uuid('Not a palette id.') });
