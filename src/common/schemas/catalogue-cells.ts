import { z } from 'zod';
import { OPACITY_SCALE } from '#common/color/pigment-opacity.ts';
import { LIGHTFASTNESS } from '#common/constants.ts';
import { normalisePigmentCode, splitPigmentQuery } from '#common/pigment-codes.ts';

/**
 * The cells of a catalogue file (data/paints) as the importer reads them, each a string in and the
 * stored value out. Issue 42: an admin's fix of a paint's facts is read by the same schemas, so a
 * fact the import would refuse is refused there too, and the admin's form (client) checks it alike.
 */
export const GRANULATION = ['Granulating', 'Non-Granulating'] as const;
export const STAINING = ['Non-Staining', 'Semi-Staining', 'Staining'] as const;

export const requiredCell = (max: number) => z.string().trim().min(1, 'is empty').max(max, `is longer than ${max} characters`);
export const optionalCell = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `is longer than ${max} characters`)
    .transform((v) => v || null);

/** One of a fixed list, read in any case and stored as the list writes it; empty means unknown. */
export function oneOfCell<const T extends readonly string[]>(values: T) {
  return z.string().transform((value, ctx) => {
    if (!value) return null;
    const known = values.find((v) => v.toLowerCase() === value.toLowerCase());
    if (!known) ctx.addIssue({ code: 'custom', message: `'${value}' is not one of ${values.join(', ')}` });
    return known ?? null;
  });
}

export const pigmentCodeCell = z.string().transform((value, ctx) => {
  const code = normalisePigmentCode(value);
  if (!code) ctx.addIssue({ code: 'custom', message: `'${value}' is not a Colour Index code such as PB29` });
  return code ?? '';
});

/**
 * A cell of codes as painters write them ('PB15:3 PG7', 'PB 29, PV 19', 'Pigment Blue 29'), read
 * by the parser the search uses; anything that is not a code is refused rather than dropped.
 */
export const pigmentCodesCell = z.string().transform((value, ctx) => {
  const { codes, text } = splitPigmentQuery(value);
  if (text) ctx.addIssue({ code: 'custom', message: `'${text}' is not a Colour Index code such as PB29` });
  else if (codes.length > 10) ctx.addIssue({ code: 'custom', message: 'lists more than 10 pigments' });
  return codes;
});

export const hexCodeCell = z
  .string()
  .trim()
  .regex(/^(#[0-9A-Fa-f]{6})?$/, 'is not a color such as #1F3A93')
  .transform((v) => (v ? v.toUpperCase() : null));

export const lightfastnessCell = oneOfCell(LIGHTFASTNESS);
export const opacityCell = oneOfCell(OPACITY_SCALE);
export const granulationCell = oneOfCell(GRANULATION);
export const stainingCell = oneOfCell(STAINING);

/** The paint facts of a row, as the file's columns name them. */
export const PAINT_FACT_CELLS = {
  paint_name: requiredCell(200),
  product_code: optionalCell(50),
  pigment_codes: pigmentCodesCell,
  hex_code: hexCodeCell,
  lightfastness: lightfastnessCell,
  opacity: opacityCell,
  granulation: granulationCell,
  staining: stainingCell,
};
