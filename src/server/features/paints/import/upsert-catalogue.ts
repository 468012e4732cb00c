import { sql } from 'drizzle-orm';
import { resultRows } from '#server/db/raw-rows.ts';
import { pigments } from '#server/db/schema/index.ts';
import type { Tx } from '#server/db/transaction.ts';
import type { TPaintRow, TPigmentRow } from './catalogue-rows';

export type { Tx };

/** What one upsert did: rows new to the catalogue, rows changed, rows already exactly so. */
export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

// Rows per statement: 12 parameters a paint stays far below PostgreSQL's 65,535.
const BATCH = 500;

function batches<T>(rows: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));
}

/**
 * Counts from `returning (xmax = 0)`: a row the statement inserted has no xmax; one it updated has.
 * A row left alone by the conflict's WHERE is not returned at all.
 */
function countsOf(size: number, returned: ReadonlyArray<{ inserted: boolean }>): UpsertCounts {
  const inserted = returned.filter((row) => row.inserted).length;
  return { inserted, updated: returned.length - inserted, unchanged: size - returned.length };
}

export function addCounts(a: UpsertCounts, b: UpsertCounts): UpsertCounts {
  return { inserted: a.inserted + b.inserted, updated: a.updated + b.updated, unchanged: a.unchanged + b.unchanged };
}

export const NO_CHANGES: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };

// Everything a pigment row says beyond its code: its names, then (issue 25) its painter facts.
const PIGMENT_NAMES = { commonName: 'common_name', chemicalClass: 'chemical_class', constitutionNumber: 'constitution_number' } as const;
const PIGMENT_FACTS = {
  hueFamily: 'hue_family',
  bias: 'bias',
  shadesVary: 'shades_vary',
  tintingStrength: 'tinting_strength',
  dye: 'dye',
  lightfastness: 'lightfastness',
  lightfastnessNote: 'lightfastness_note',
  factsSource: 'facts_source',
} as const;

/**
 * Pigments by code, 500 a statement; a pigment already exactly so is not touched. A table without
 * the fact columns (an older file) names pigments only: the facts already stored stay.
 */
export async function upsertPigments(tx: Tx, rows: readonly TPigmentRow[], options: { withFacts: boolean }): Promise<UpsertCounts> {
  const columns: Record<string, string> = options.withFacts ? { ...PIGMENT_NAMES, ...PIGMENT_FACTS } : PIGMENT_NAMES;
  const names = Object.values(columns);
  const current = sql.raw(names.map((column) => `pigments.${column}`).join(', '));
  const incoming = sql.raw(names.map((column) => `excluded.${column}`).join(', '));
  const set = Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded.${column}`)]));
  let counts = NO_CHANGES;
  for (const batch of batches(rows)) {
    const returned = await tx
      .insert(pigments)
      .values(
        batch.map((row) => ({
          code: row.code,
          commonName: row.common_name,
          chemicalClass: row.chemical_class,
          constitutionNumber: row.constitution_number,
          hueFamily: row.hue_family,
          bias: row.bias,
          shadesVary: row.shades_vary,
          tintingStrength: row.tinting_strength,
          dye: row.dye,
          lightfastness: row.lightfastness,
          lightfastnessNote: row.lightfastness_note,
          factsSource: row.facts_source,
        })),
      )
      .onConflictDoUpdate({ target: pigments.code, set, setWhere: sql`(${current}) is distinct from (${incoming})` })
      .returning({ inserted: sql<boolean>`xmax = 0` });
    counts = addCounts(counts, countsOf(batch.length, returned));
  }
  return counts;
}

const PAINT_VALUES = sql.raw(`paint_name, manufacturer, series_name, product_code, pigment_codes, default_hex_code,
  medium, lightfastness, opacity, granulation, staining, source`);
// Everything a row of the file says beyond its identity; updated_at moves only when one differs.
const PAINT_FACTS = [
  'paint_name',
  'pigment_codes',
  'default_hex_code',
  'medium',
  'lightfastness',
  'opacity',
  'granulation',
  'staining',
  'source',
];

function paintValues(row: TPaintRow) {
  const codes = sql`array[${sql.join(
    row.pigment_codes.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
  return sql`(${row.paint_name}, ${row.manufacturer}, ${row.series_name}, ${row.product_code}, ${codes}, ${row.hex_code},
    ${row.medium}, ${row.lightfastness}, ${row.opacity}, ${row.granulation}, ${row.staining}, ${row.source})`;
}

/** The columns an admin's fix may hold against the files (paints.edited_facts, decision 033). */
export const EDITABLE_PAINT_COLUMNS = [
  'paint_name',
  'product_code',
  'pigment_codes',
  'default_hex_code',
  'lightfastness',
  'opacity',
  'granulation',
  'staining',
] as const;
const EDITABLE: ReadonlySet<string> = new Set(EDITABLE_PAINT_COLUMNS);

/** What a file's row makes of a column: its own value, unless an admin fixed that fact by hand. */
function incomingOf(column: string): string {
  if (!EDITABLE.has(column)) return `excluded.${column}`;
  return `case when '${column}' = any(paints.edited_facts) then paints.${column} else excluded.${column} end`;
}

/**
 * Paints by (manufacturer, series, product code or else name, or what the files knew them as before
 * an admin's fix: import_key), 500 a statement. Drizzle's upsert cannot name the expression index
 * this key lives in, hence SQL. Affiliate links and editorial hex overrides are not the file's, so
 * an import never touches them; nor the facts an admin fixed (issue 42), which stay as fixed.
 */
export async function upsertPaints(tx: Tx, rows: readonly TPaintRow[]): Promise<UpsertCounts> {
  const set = sql.raw(PAINT_FACTS.map((column) => `${column} = ${incomingOf(column)}`).join(', '));
  const current = sql.raw(PAINT_FACTS.map((column) => `paints.${column}`).join(', '));
  const incoming = sql.raw(PAINT_FACTS.map(incomingOf).join(', '));
  let counts = NO_CHANGES;
  for (const batch of batches(rows)) {
    const result = await tx.execute(sql`
      insert into paints (${PAINT_VALUES})
      values ${sql.join(batch.map(paintValues), sql`, `)}
      on conflict (manufacturer, (coalesce(series_name, '')), (coalesce(import_key, product_code, paint_name)))
      do update set ${set}, updated_at = now()
      where (${current}) is distinct from (${incoming})
      returning (xmax = 0) as inserted`);
    counts = addCounts(counts, countsOf(batch.length, resultRows<{ inserted: boolean }>(result)));
  }
  return counts;
}
