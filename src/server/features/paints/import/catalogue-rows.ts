import { z } from 'zod';
import { BIASES, HUE_FAMILIES, TINTING_STRENGTHS } from '../../../../common/color/pigment-facts';
import { OPACITY_SCALE } from '../../../../common/color/pigment-opacity';
import { COLOR_MEDIUMS, LIGHTFASTNESS } from '../../../../common/constants';
import { normalisePigmentCode, splitPigmentQuery } from '../../../../common/pigment-codes';
import type { Table } from './read-table';

// The columns and scales of data/paints (agreed in the catalogue format with the data's writer).
export const PIGMENT_COLUMNS = ['code', 'common_name', 'chemical_class', 'constitution_number'] as const;
/** Issue 25: a pigment table's painter facts; a table without them (an older file) leaves them unknown. */
export const PIGMENT_FACT_COLUMNS = [
  'hue_family',
  'bias',
  'shades_vary',
  'tinting_strength',
  'dye',
  'lightfastness',
  'lightfastness_note',
  'facts_source',
] as const;
export const PAINT_COLUMNS = [
  'paint_name',
  'manufacturer',
  'series_name',
  'product_code',
  'pigment_codes',
  'hex_code',
  'medium',
  'lightfastness',
  'opacity',
  'granulation',
  'staining',
  'source',
] as const;

const GRANULATION = ['Granulating', 'Non-Granulating'] as const;
const STAINING = ['Non-Staining', 'Semi-Staining', 'Staining'] as const;

const required = (max: number) => z.string().min(1, 'is empty').max(max, `is longer than ${max} characters`);
const optional = (max: number) =>
  z
    .string()
    .max(max, `is longer than ${max} characters`)
    .transform((v) => v || null);

/** One of a fixed list, read in any case and stored as the list writes it; empty means unknown. */
function oneOf<const T extends readonly string[]>(values: T) {
  return z.string().transform((value, ctx) => {
    if (!value) return null;
    const known = values.find((v) => v.toLowerCase() === value.toLowerCase());
    if (!known) ctx.addIssue({ code: 'custom', message: `'${value}' is not one of ${values.join(', ')}` });
    return known ?? null;
  });
}

const pigmentCode = z.string().transform((value, ctx) => {
  const code = normalisePigmentCode(value);
  if (!code) ctx.addIssue({ code: 'custom', message: `'${value}' is not a Colour Index code such as PB29` });
  return code ?? '';
});

/**
 * A cell of codes as painters write them ('PB15:3 PG7', 'PB 29, PV 19', 'Pigment Blue 29'), read
 * by the parser the search uses; anything that is not a code is refused rather than dropped.
 */
const pigmentCodes = z.string().transform((value, ctx) => {
  const { codes, text } = splitPigmentQuery(value);
  if (text) ctx.addIssue({ code: 'custom', message: `'${text}' is not a Colour Index code such as PB29` });
  else if (codes.length > 10) ctx.addIssue({ code: 'custom', message: 'lists more than 10 pigments' });
  return codes;
});

/** 'yes' or 'no' (any case); empty is no. */
const yesNo = z.string().transform((value, ctx) => {
  const answer = value.toLowerCase();
  if (answer !== '' && answer !== 'yes' && answer !== 'no') ctx.addIssue({ code: 'custom', message: `'${value}' is not yes or no` });
  return answer === 'yes';
});

export const ZPigmentRow = z.object({
  code: pigmentCode,
  common_name: required(100),
  chemical_class: optional(200),
  constitution_number: z
    .string()
    .regex(/^([0-9]{1,6})?$/, 'is not a Colour Index constitution number such as 77007')
    .transform((v) => (v ? Number(v) : null)),
  hue_family: oneOf(HUE_FAMILIES),
  bias: oneOf(BIASES),
  shades_vary: yesNo,
  tinting_strength: oneOf(TINTING_STRENGTHS),
  dye: yesNo,
  lightfastness: oneOf(LIGHTFASTNESS),
  lightfastness_note: optional(300),
  facts_source: optional(300),
});
export type TPigmentRow = z.output<typeof ZPigmentRow>;

export const ZPaintRow = z.object({
  paint_name: required(200),
  manufacturer: required(100),
  series_name: optional(100),
  product_code: optional(50),
  pigment_codes: pigmentCodes,
  hex_code: z
    .string()
    .regex(/^(#[0-9A-Fa-f]{6})?$/, 'is not a color such as #1F3A93')
    .transform((v) => (v ? v.toUpperCase() : null)),
  medium: oneOf(COLOR_MEDIUMS).refine((v) => v !== null, 'is empty'),
  lightfastness: oneOf(LIGHTFASTNESS),
  opacity: oneOf(OPACITY_SCALE),
  granulation: oneOf(GRANULATION),
  staining: oneOf(STAINING),
  source: optional(1000),
});
export type TPaintRow = z.output<typeof ZPaintRow>;

export type TableKind = 'pigments' | 'paints';

/** A file is the pigment table or a paint list by its header, whatever its name; null if neither. */
export function kindOf(table: Table): TableKind | null {
  const has = (columns: readonly string[]) => columns.every((column) => table.header.includes(column));
  if (has(PIGMENT_COLUMNS)) return 'pigments';
  if (has(PAINT_COLUMNS)) return 'paints';
  return null;
}

/** A bad row, as a person fixing the file needs it: where, and what is wrong. */
export interface BadRow {
  file: string;
  line: number;
  message: string;
}

/**
 * Every record of a table through a row schema: the good rows (with their lines) and the bad ones,
 * each bad one explained ("pigment_codes: 'PX1' is not a Colour Index code such as PB29").
 */
export function readRows<S extends z.ZodType<unknown, Record<string, string>>>(
  file: string,
  table: Table,
  schema: S,
  columns: readonly string[],
): { rows: Array<{ line: number; value: z.output<S> }>; bad: BadRow[] } {
  const rows: Array<{ line: number; value: z.output<S> }> = [];
  const bad: BadRow[] = [];
  for (const { line, cells } of table.records) {
    if (cells.length !== table.header.length) {
      bad.push({ file, line, message: `has ${cells.length} fields where the header has ${table.header.length}` });
      continue;
    }
    const record = Object.fromEntries(columns.map((column) => [column, cells[table.header.indexOf(column)] ?? '']));
    const parsed = schema.safeParse(record);
    if (parsed.success) rows.push({ line, value: parsed.data });
    else {
      const issue = parsed.error.issues[0];
      bad.push({ file, line, message: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` });
    }
  }
  return { rows, bad };
}
