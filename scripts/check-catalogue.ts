// Validates data/paints/*.csv against the catalogue format the importer relies on
// (data/paints/README.md) and prints row counts per file:
//   npm run catalogue:check [-- --record]
// Exits non-zero with every problem listed, so one run shows all that needs fixing. Besides the
// format, it holds the facts a painter relies on: each line names the pigments of its medium's share of
// its paints (CODE_TARGETS), or says why it cannot yet and may only rise (data/paints/coverage.json),
// and no estimated colour is shared across manufacturers.
import './require-node.mjs';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import { BIASES, HUE_FAMILIES, TINTING_STRENGTHS } from '#common/color/pigment-facts.ts';
import { PIGMENT_CODE_PATTERN as PIGMENT } from '#common/pigment-codes.ts';
import { PAINT_COLUMNS, PIGMENT_COLUMNS, PIGMENT_FACT_COLUMNS } from '#server/features/paints/import/catalogue-rows.ts';
import { CATALOGUE_LINES, CATALOGUE_MEDIUMS, CATALOGUE_SIZE, type CatalogueLine, CODE_TARGETS } from './catalogue-lines';
import { codesByName, type NameRule, readNameRules } from './pigment-names';
import { type SwatchPigment, swatchFindings } from './swatch-rules';

const CATALOGUE_DIR = join(resolve(import.meta.dirname, '..'), 'data', 'paints');
const NAME_RULES = join(resolve(import.meta.dirname, '..'), 'data', 'sources', 'pigment-names.csv');
/** A row whose pigment codes are those its name names (data/sources/pigment-names.csv). */
const CODES_BY_NAME = /pigment codes: the pigment its name names/;

// The catalogue's columns, as the importer reads them.
const PAINT_HEADER = [...PAINT_COLUMNS];
const PIGMENT_HEADER = [...PIGMENT_COLUMNS, ...PIGMENT_FACT_COLUMNS];

const ENUMS: Record<string, string[]> = {
  medium: [...CATALOGUE_MEDIUMS],
  lightfastness: ['I-Excellent', 'II-Very Good', 'III-Fair', 'IV-Fugitive'],
  opacity: ['Transparent', 'Semi-Transparent', 'Semi-Opaque', 'Opaque'],
  granulation: ['Granulating', 'Non-Granulating'],
  staining: ['Non-Staining', 'Semi-Staining', 'Staining'],
};
const HEX = /^#[0-9A-F]{6}$/;

/** One run over a folder: where it reads, and every problem found so far. */
interface Check {
  dir: string;
  errors: string[];
  /** Write each line's risen figure into coverage.json (`npm run catalogue:check -- --record`). */
  record: boolean;
}

function readCsv(check: Check, file: string, header: string[]): Record<string, string>[] {
  const records: string[][] = parse(readFileSync(join(check.dir, file), 'utf8'), { bom: false, relax_column_count: true });
  const [first, ...rows] = records;
  if (first?.join(',') !== header.join(',')) {
    check.errors.push(`${file}: header must be ${header.join(',')}`);
    return [];
  }
  return rows.flatMap((cells, i) => {
    if (cells.length !== header.length) {
      check.errors.push(`${file}:${i + 2}: ${cells.length} fields, expected ${header.length}`);
      return [];
    }
    return [Object.fromEntries(header.map((h, j) => [h, cells[j] ?? '']))];
  });
}

const PIGMENT_ENUMS: Record<string, readonly string[]> = {
  hue_family: HUE_FAMILIES,
  bias: BIASES,
  shades_vary: ['yes', 'no'],
  tinting_strength: TINTING_STRENGTHS,
  dye: ['yes', 'no'],
  lightfastness: ENUMS.lightfastness ?? [],
};

function checkPigmentTable(check: Check): Map<string, SwatchPigment> {
  const codes = new Map<string, SwatchPigment>();
  readCsv(check, 'pigments.csv', PIGMENT_HEADER).forEach((row, i) => {
    const at = `pigments.csv:${i + 2}`;
    const code = row.code ?? '';
    if (!PIGMENT.test(code)) check.errors.push(`${at}: code "${code}" is not a canonical Colour Index name`);
    if (codes.has(code)) check.errors.push(`${at}: ${code} listed twice`);
    if (!row.common_name) check.errors.push(`${at}: ${code} has no common_name`);
    if (row.constitution_number && !/^[0-9]+$/.test(row.constitution_number))
      check.errors.push(`${at}: constitution_number "${row.constitution_number}" is not a number`);
    for (const [field, values] of Object.entries(PIGMENT_ENUMS)) {
      const value = row[field] ?? '';
      if (value && !values.includes(value)) check.errors.push(`${at}: ${field} "${value}" is not one of ${values.join(' | ')}`);
    }
    // A fact without its source is a guess.
    if (['hue_family', 'bias', 'tinting_strength', 'lightfastness'].some((field) => row[field]) && !row.facts_source)
      check.errors.push(`${at}: ${code} has facts but no facts_source`);
    codes.set(code, { hueFamily: row.hue_family ?? '', bias: row.bias ?? '', shadesVary: row.shades_vary === 'yes' });
  });
  return codes;
}

function checkPaintFile(
  check: Check,
  line: CatalogueLine,
  pigments: ReadonlyMap<string, SwatchPigment>,
  keys: Set<string>,
  used: Set<string>,
): Record<string, string>[] {
  const { file } = line;
  const rows = readCsv(check, file, PAINT_HEADER);
  rows.forEach((row, i) => {
    const at = `${file}:${i + 2}`;
    const {
      paint_name: name = '',
      manufacturer = '',
      series_name: series = '',
      product_code: code = '',
      pigment_codes: codes = '',
      hex_code: hex = '',
    } = row;
    if (!name || name !== name.trim() || /\s{2}/.test(name)) check.errors.push(`${at}: paint_name "${name}" is empty or has stray spaces`);
    // One file, one line (scripts/catalogue-lines.ts).
    if (manufacturer !== line.manufacturer || series !== line.series || row.medium !== line.medium)
      check.errors.push(
        `${at}: ${manufacturer} / ${series} / ${row.medium} is not this file's line, ${line.manufacturer} / ${line.series} / ${line.medium}`,
      );
    if (code !== code.trim()) check.errors.push(`${at}: product_code "${code}" has stray spaces`);
    if (!HEX.test(hex)) check.errors.push(`${at}: hex_code "${hex}" is not #RRGGBB in upper case`);
    if (!row.source) check.errors.push(`${at}: source is empty`);
    // A row's source says how far to trust it: never cite a chart as if the row had been checked against it.
    if (/color chart|colour chart/i.test(row.source ?? '') && !/not checked against it/.test(row.source ?? '')) {
      check.errors.push(`${at}: source cites a chart without saying whether the row was checked against it`);
    }
    for (const [field, values] of Object.entries(ENUMS)) {
      const value = row[field] ?? '';
      if ((field === 'medium' || value) && !values.includes(value))
        check.errors.push(`${at}: ${field} "${value}" is not one of ${values.join(' | ')}`);
    }
    if (codes && !/^\S+( \S+)*$/.test(codes)) check.errors.push(`${at}: pigment_codes "${codes}" must be separated by single spaces`);
    for (const pigment of codes ? codes.split(' ') : []) {
      if (!PIGMENT.test(pigment)) check.errors.push(`${at}: pigment "${pigment}" is not a canonical Colour Index name`);
      else if (!pigments.has(pigment)) check.errors.push(`${at}: pigment ${pigment} is missing from pigments.csv`);
      used.add(pigment);
    }
    // The importer upserts on (manufacturer, series_name, coalesce(product_code, paint_name)).
    const key = `${manufacturer}\u0000${series}\u0000${code || name}`;
    if (keys.has(key)) check.errors.push(`${at}: duplicate identity ${manufacturer} / ${series} / ${code || name}`);
    keys.add(key);
  });
  return rows;
}

/** The media the swatch rules hold (scripts/apply-catalogue-facts.ts). */
const SWATCH_RULE_MEDIA = ['Watercolor', 'Oil', 'Gouache'];

/** A row whose colour is someone's estimate, not a value taken from the maker's swatch (`source`). */
const ESTIMATED_HEX = /hex estimated/;
/** An estimate the swatch rules made from the maker's own recorded value: that maker's, whatever another's. */
const FROM_RECORDED = /hex estimated: the chart's (#[0-9A-F]{6})/;
/** An estimate the swatch rules took from the charted paints of its name (rule 7): the same evidence, the same value. */
const FROM_NAMESAKES = /hex estimated: no chart records it: /;
/** A row whose colour is the maker's chart as recorded. */
const RECORDED_HEX = /hex and opacity from the maker's chart/;

/**
 * What a painter relies on the catalogue for: every watercolor and oil names its pigments, and no colour is
 * shared across manufacturers where one of them is an estimate (one estimate once stood for three
 * brands' French Ultramarine). Two makers' own swatches may still meet on one value: clipped
 * cadmium yellows sample to the same #FFE400.
 */
function checkPaintFacts(
  check: Check,
  rows: Array<Record<string, string> & { at: string }>,
  pigments: ReadonlyMap<string, SwatchPigment>,
  nameRules: readonly NameRule[],
): void {
  for (const rule of nameRules) {
    for (const code of rule.codes.split(' '))
      if (!pigments.has(code)) check.errors.push(`pigment-names.csv: ${code} (${rule.pattern.source}) is missing from pigments.csv`);
  }
  for (const row of rows) {
    if (!CODES_BY_NAME.test(row.source ?? '')) continue;
    const named = codesByName(nameRules, row.paint_name ?? '');
    if (named !== row.pigment_codes)
      check.errors.push(
        `${row.at}: ${row.manufacturer} ${row.paint_name} has ${row.pigment_codes} where its name names ${named ?? 'no pigment'}: run scripts/apply-catalogue-facts.ts`,
      );
  }
  const byHex = new Map<string, Array<Record<string, string> & { at: string }>>();
  for (const row of rows) byHex.set(row.hex_code ?? '', [...(byHex.get(row.hex_code ?? '') ?? []), row]);
  for (const [hex, sharing] of byHex) {
    const makers = new Set(sharing.map((row) => row.manufacturer));
    const unexplained = (row: Record<string, string>) =>
      ESTIMATED_HEX.test(row.source ?? '') && !FROM_RECORDED.test(row.source ?? '') && !FROM_NAMESAKES.test(row.source ?? '');
    if (makers.size < 2 || !sharing.some(unexplained)) continue;
    check.errors.push(
      `${hex} is shared across manufacturers: ${sharing.map((row) => `${row.at} ${row.manufacturer} ${row.paint_name}`).join('; ')}`,
    );
  }
  // Every swatch is its paint's masstone (scripts/swatch-rules.ts): the rules, run within each
  // medium on the values the charts recorded (a replaced one is named in its source), give exactly
  // the colours stored. Acrylic lines come partly from another source and are not held to them.
  for (const medium of SWATCH_RULE_MEDIA) {
    const charted = rows.filter((row) => row.medium === medium);
    const inputs = charted.map((row) => {
      const replaced = FROM_RECORDED.exec(row.source ?? '')?.[1];
      return {
        manufacturer: row.manufacturer ?? '',
        paintName: row.paint_name ?? '',
        pigmentCodes: row.pigment_codes ? row.pigment_codes.split(' ') : [],
        hex: replaced ?? row.hex_code ?? '',
        recorded: Boolean(replaced) || RECORDED_HEX.test(row.source ?? ''),
      };
    });
    const estimates = new Map(swatchFindings(inputs, pigments).map((finding) => [finding.index, finding]));
    charted.forEach((row, index) => {
      const finding = estimates.get(index);
      const expected = finding?.estimate ?? inputs[index]?.hex;
      if (FROM_NAMESAKES.test(row.source ?? '') && !finding?.summary.startsWith('no chart records it'))
        check.errors.push(
          `${row.at}: ${row.manufacturer} ${row.paint_name} says its colour is its name's charted masstone, which the swatch rules do not give`,
        );
      if (row.hex_code === expected) return;
      check.errors.push(
        `${row.at}: ${row.manufacturer} ${row.paint_name} is ${row.hex_code} where the swatch rules give ${expected}${finding ? ` (${finding.reason})` : ''}: run scripts/apply-catalogue-facts.ts`,
      );
    });
  }
}

/**
 * The exact values different paints of one medium share (a maker's paint of one name in two lines is
 * one paint): the swatch rules mark every recorded one an estimate (rule 5), and estimates taken from
 * the same makers' masstones may meet; printed so that a new placeholder stands out.
 */
function sharedValues(rows: ReadonlyArray<Record<string, string>>): string {
  const byValue = new Map<string, Map<string, boolean>>();
  for (const row of rows) {
    const key = `${row.medium}\u0000${row.hex_code}`;
    const paints = byValue.get(key) ?? new Map<string, boolean>();
    const paint = `${row.manufacturer}\u0000${(row.paint_name ?? '').toLowerCase()}`;
    byValue.set(key, paints.set(paint, (paints.get(paint) ?? false) || ESTIMATED_HEX.test(row.source ?? '')));
  }
  const shared = [...byValue.values()].filter((paints) => paints.size > 1);
  const paints = shared.flatMap((sharing) => [...sharing.values()]);
  const unmarked = paints.filter((estimated) => !estimated).length;
  return `swatches: ${shared.length} values shared by different paints of a medium (${paints.length} paints; ${unmarked} of them not marked an estimate: acrylics outside the swatch rules, and masstones an estimate was taken from)`;
}

/** A line's figure held in data/paints/coverage.json: the paints naming their pigments, and why it is under its target. */
interface LineCoverage {
  withCodes: number;
  why?: string;
}

/**
 * Each line names the pigments of at least its medium's share of its paints (CODE_TARGETS); a line
 * under it says why (no source the maker publishes, no knowledge held with confidence) and its figure
 * may only rise: the file records each line's count, and a count above it must be written in.
 */
function checkCoverage(check: Check, counts: ReadonlyMap<CatalogueLine, { rows: number; withCodes: number }>, report: string[]) {
  const file = join(check.dir, 'coverage.json');
  const recorded: Record<string, LineCoverage> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const media = new Map<string, { rows: number; withCodes: number }>();
  for (const [line, { rows, withCodes }] of counts) {
    const total = media.get(line.medium) ?? { rows: 0, withCodes: 0 };
    media.set(line.medium, { rows: total.rows + rows, withCodes: total.withCodes + withCodes });
    const target = CODE_TARGETS[line.medium];
    const figure = recorded[line.file];
    const under = withCodes < Math.ceil(target * rows);
    report.push(
      `${line.file.padEnd(52)} ${String(withCodes).padStart(4)} of ${String(rows).padStart(4)} name their pigments (${percent(withCodes, rows)}, target ${percent(target, 1)})${under ? `: under it, ${figure?.why ?? 'no reason given'}` : ''}`,
    );
    if (figure && withCodes < figure.withCodes)
      check.errors.push(`${line.file}: ${withCodes} paints name their pigments, fewer than the ${figure.withCodes} it had`);
    else if (check.record && withCodes !== figure?.withCodes) {
      // --record writes a risen figure in, and forgets why a line that reached its target was under it.
      recorded[line.file] = { withCodes, ...(under && figure?.why ? { why: figure.why } : {}) };
    } else if (!figure) check.errors.push(`coverage.json: ${line.file} has no figure; it is ${withCodes}`);
    else if (withCodes > figure.withCodes)
      check.errors.push(`coverage.json: ${line.file} now has ${withCodes}; write it in (it was ${figure.withCodes}; --record does)`);
    if (under && !recorded[line.file]?.why)
      check.errors.push(
        `${line.file}: ${withCodes} of ${rows} name their pigments, under ${percent(target, 1)}, and coverage.json says not why`,
      );
  }
  if (check.record) writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
  for (const [medium, { rows, withCodes }] of media)
    report.push(
      `${medium}: ${withCodes} of ${rows} paints name their pigments (${percent(withCodes, rows)}, target ${percent(CODE_TARGETS[medium as CatalogueLine['medium']], 1)})`,
    );
}

const percent = (part: number, whole: number) => `${Math.floor((100 * part) / Math.max(whole, 1))} %`;

/** Every problem in the catalogue files in `dir`, and the per-file summary lines. */
export function checkCatalogue(
  dir: string = CATALOGUE_DIR,
  lines: readonly CatalogueLine[] = CATALOGUE_LINES,
  record = false,
): { errors: string[]; report: string[] } {
  const check: Check = { dir, errors: [], record };
  const report: string[] = [];
  const pigments = checkPigmentTable(check);
  const keys = new Set<string>();
  const used = new Set<string>();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.csv') && f !== 'pigments.csv')
    .sort();
  const allRows: Array<Record<string, string> & { at: string }> = [];
  const counts = new Map<CatalogueLine, { rows: number; withCodes: number }>();
  for (const file of files) {
    const line = lines.find((known) => known.file === file);
    if (!line) {
      check.errors.push(`${file}: not a line of scripts/catalogue-lines.ts`);
      continue;
    }
    const rows = checkPaintFile(check, line, pigments, keys, used);
    rows.forEach((row, i) => allRows.push({ ...row, at: `${file}:${i + 2}` }));
    counts.set(line, { rows: rows.length, withCodes: rows.filter((r) => r.pigment_codes).length });
  }
  for (const line of lines) if (!files.includes(line.file)) check.errors.push(`${line.file}: missing`);
  checkPaintFacts(check, allRows, pigments, readNameRules(NAME_RULES));
  checkCoverage(check, counts, report);
  const unused = [...pigments.keys()].filter((p) => !used.has(p));
  // Not an error: the table also lists common pigments no paint here uses, so that the color
  // form's pigment field can suggest them. Printed so a typo'd code stands out.
  if (unused.length)
    report.push(`pigments.csv: ${unused.length} pigments used by no paint (suggested by the pigment field): ${unused.join(' ')}`);
  const gouacheLines = [...counts].filter(([line, { rows }]) => line.medium === 'Gouache' && rows > 0);
  const gouache = gouacheLines.reduce((sum, [, { rows }]) => sum + rows, 0);
  if (allRows.length < CATALOGUE_SIZE.paints)
    check.errors.push(`only ${allRows.length} paints, at least ${CATALOGUE_SIZE.paints} required`);
  if (gouache < CATALOGUE_SIZE.gouache || gouacheLines.length < CATALOGUE_SIZE.gouacheLines)
    check.errors.push(
      `only ${gouache} gouaches in ${gouacheLines.length} lines, at least ${CATALOGUE_SIZE.gouache} in ${CATALOGUE_SIZE.gouacheLines} required`,
    );
  report.push(sharedValues(allRows));
  report.push(`${'pigments.csv'.padEnd(52)} ${String(pigments.size).padStart(4)} pigments`);
  report.push(`total: ${allRows.length} paints`);
  return { errors: check.errors, report };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { errors, report } = checkCatalogue(CATALOGUE_DIR, CATALOGUE_LINES, process.argv.includes('--record'));
  process.stdout.write(`${report.join('\n')}\n`);
  if (errors.length) {
    console.error(`${errors.length} problem(s):\n${errors.join('\n')}`);
    process.exitCode = 1;
  }
}
