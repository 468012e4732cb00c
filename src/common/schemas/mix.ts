// Issue 29: recipes saved from "Match a colour" on a palette (its Mixes list). These routes are
// beyond spec §7, which has no mixes (docs/decisions/028).
import { z } from 'zod';
import { LIMITS, RECIPE_MOST_PARTS, WASH_STRENGTHS } from '#common/constants.ts';
import { PIGMENT_CODE_PATTERN } from '#common/pigment-codes.ts';
import { optionalText, ZHexCode } from './color';

/** One paint of a saved recipe, as it was when saved: a recipe outlives the palette's colour. */
const ZMixPaint = z.strictObject({
  paintName: z.string().trim().min(1, 'Paint name is required.').max(200),
  manufacturer: optionalText(100),
  hexCode: ZHexCode,
  /** Issue 42: its pigments where known, which shape its curve in the mix model (a cadmium's step, a cobalt's band). */
  pigmentCodes: z
    .array(z.string().regex(PIGMENT_CODE_PATTERN, 'A pigment code is written as on the tube: PB29, PB15:3.'))
    .max(LIMITS.mixPaintPigmentsMax)
    .optional(),
  parts: z.number().int().min(1).max(RECIPE_MOST_PARTS),
});

const mixFields = {
  /** The colour matched: typed, a catalogue paint's, or sampled from a photo (the photo is never sent). */
  targetHex: ZHexCode,
  /** What it is ('Quinacridone Gold, Daniel Smith', 'Photo sample'); null for a colour typed. */
  targetName: optionalText(LIMITS.mixTargetNameMax),
  paints: z.array(ZMixPaint).min(1, 'A recipe takes one paint or more.').max(3, 'A recipe takes three paints at most.'),
  /** How far a watercolour mix is thinned: 1 as mixed, 0.5 and 0.25 washes. */
  strength: z.literal([...WASH_STRENGTHS], { error: 'Strength is 1, 0.5 or 0.25.' }),
  /** Personal, as a color's notes: only those who may edit the palette read it. */
  notes: optionalText(LIMITS.mixNoteMax),
};

export const ZSaveMixRequest = z.strictObject(mixFields);
export type TSaveMixRequest = z.input<typeof ZSaveMixRequest>;

/** A saved recipe, with the colour it mixes to and its ΔE00 to the target, worked out by the server. */
export const ZMix = z
  .object({
    id: z.string(),
    paletteId: z.string(),
    targetHex: z.string(),
    targetName: z.string().nullable(),
    paints: z.array(
      z.object({
        paintName: z.string(),
        manufacturer: z.string().nullable(),
        hexCode: z.string(),
        pigmentCodes: z.array(z.string()).optional(),
        parts: z.number(),
      }),
    ),
    strength: z.number(),
    mixHex: z.string(),
    deltaE: z.number(),
    notes: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Mix' });
export type TMix = z.infer<typeof ZMix>;

export const ZMixIdParam = z.object({ id: z.uuid('Not a mix id.') });

/** A saved mix's note, changed (null or empty: none). */
export const ZUpdateMixRequest = z.strictObject({
  notes: z
    .string()
    .trim()
    .max(LIMITS.mixNoteMax)
    .nullable()
    .transform((notes) => notes || null),
});
export type TUpdateMixRequest = z.input<typeof ZUpdateMixRequest>;
