import { z } from 'zod';
import { BIASES, HUE_FAMILIES, TINTING_STRENGTHS } from '#common/color/pigment-facts.ts';
import { COLOR_MEDIUMS } from '#common/constants.ts';
import {
  lightfastnessCell,
  oneOfCell,
  optionalCell,
  PAINT_FACT_CELLS,
  pigmentCodeCell,
  requiredCell,
} from '#common/schemas/catalogue-cells.ts';
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

/** 'yes' or 'no' (any case); empty is no. */
const yesNo = z.string().transform((value, ctx) => {
  const answer = value.toLowerCase();
  if (answer !== '' && answer !== 'yes' && answer !== 'no') ctx.addIssue({ code: 'custom', message: `'${value}' is not yes or no` });
  return answer === 'yes';
});

export const ZPigmentRow = z.object({
  code: pigmentCodeCell,
  common_name: requiredCell(100),
  chemical_class: optionalCell(200),
  constitution_number: z
    .string()
    .regex(/^([0-9]{1,6})?$/, 'is not a Colour Index constitution number such as 77007')
    .transform((v) => (v ? Number(v) : null)),
  hue_family: oneOfCell(HUE_FAMILIES),
  bias: oneOfCell(BIASES),
  shades_vary: yesNo,
  tinting_strength: oneOfCell(TINTING_STRENGTHS),
  dye: yesNo,
  lightfastness: lightfastnessCell,
  lightfastness_note: optionalCell(300),
  facts_source: optionalCell(300),
});
export type TPigmentRow = z.output<typeof ZPigmentRow>;

// The facts an admin may also fix by hand (PAINT_FACT_CELLS), among the row's identity and source, in the file's column order.
const { paint_name, product_code, pigment_codes, hex_code, lightfastness, opacity, granulation, staining } = PAINT_FACT_CELLS;
export const ZPaintRow = z.object({
  paint_name,
  manufacturer: requiredCell(100),
  series_name: optionalCell(100),
  product_code,
  pigment_codes,
  hex_code,
  medium: oneOfCell(COLOR_MEDIUMS).refine((v) => v !== null, 'is empty'),
  lightfastness,
  opacity,
  granulation,
  staining,
  source: optionalCell(1000),
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
