// Gives the catalogue rows of data/paints the facts their sources hold, and says in each row's
// `source` where each came from. Re-run after any of those files changes; it is deterministic, so
// a second run changes nothing:
//   npm run catalogue:facts
// The lines and where their rows come from are scripts/catalogue-lines.ts:
// - `knowledge` lines (compiled from knowledge of a maker's chart): their rows are kept, and the
//   paints of the maker's chart record they lack are added, built from that record.
// - `chart` lines: every row is rebuilt from the maker's chart as the artistassistapp project
//   recorded it (name, colour number, swatch colour, transparency rating; Apache-2.0 commits).
// - `dataset` lines (Arcturus5404/miniature-paints, MIT): their rows are kept.
// Then, for every row:
// - Pigment codes: those checked against a public page (data/sources/pigment-codes-added.csv), else
//   the maker's label as data/sources/maker-facts/<line file> holds it, else the row's own, else
//   those its name fixes (data/sources/pigment-names.csv) in a line whose maker names paints so.
// - The maker's own ratings where data/sources/maker-facts (or maker-lightfastness.csv, with its
//   page) gives them; else lightfastness is the class of the paint's least lightfast pigment
//   (pigments.csv), and the row says "from the pigment".
// - Swatch colour and transparency from the chart record, matched by manufacturer, line and name
//   (ALIASES names paints each side spells differently); then the swatch rules
//   (scripts/swatch-rules.ts), within each medium: a recorded value that is a tint, or off its
//   pigment's hue, is replaced by an estimate of the masstone, and the row says so.
// It prints what it did, and every swatch estimate with its reason.
import './require-node.mjs';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { PAINT_COLUMNS } from '#server/features/paints/import/catalogue-rows.ts';
import { type Addition, type CodesOrigin, type DatasetCodes, decideCodes, type MakerFacts, type Row } from './catalogue-codes';
import { CATALOGUE_LINES, type CatalogueLine, type CatalogueMedium } from './catalogue-lines';
import { ALIASES, DATASET_ALIASES, datasetKeyOf, LEFT_OUT } from './catalogue-names';
import { normaliseName, readNameRules } from './pigment-names';
import { type SwatchFinding, type SwatchPigment, type SwatchRow, swatchFindings } from './swatch-rules';

const repoRoot = resolve(import.meta.dirname, '..');
const paintsDir = join(repoRoot, 'data', 'paints');
const sourcesDir = join(repoRoot, 'data', 'sources');
// The catalogue's columns, as the importer reads them.
const HEADER = PAINT_COLUMNS;

/** The swatch file a medium's charts are recorded in (data/sources). */
const swatchFileOf = (medium: CatalogueMedium) => `artistassistapp-${medium.toLowerCase()}-swatches.csv`;

/** The media whose rows are held to the swatch rules: their swatches are the charts' as recorded. */
const SWATCH_RULE_MEDIA: readonly CatalogueMedium[] = ['Watercolor', 'Oil', 'Gouache'];

const LIGHTFASTNESS = ['I-Excellent', 'II-Very Good', 'III-Fair', 'IV-Fugitive'];
const OPACITY = new Set(['Transparent', 'Semi-Transparent', 'Semi-Opaque', 'Opaque']);

interface Swatch {
  manufacturer: string;
  line: string;
  product_code: string;
  paint_name: string;
  hex: string;
  opacity: string;
  repo_path: string;
  commit: string;
}

interface MakerRating {
  manufacturer: string;
  series_name: string;
  paint_name: string;
  maker_rating: string;
  lightfastness: string;
  page: string;
}

function readCsv<T>(file: string): T[] {
  return parse(readFileSync(file, 'utf8'), { columns: true, bom: true }) as T[];
}

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A paint's key in the sources: maker, line and name. */
const keyOf = (manufacturer: string, line: string, name: string) => `${manufacturer}\u0000${line}\u0000${normaliseName(name)}`;
const numberKeyOf = (manufacturer: string, line: string, code: string) => `${manufacturer}\u0000${line}\u0000#${code}`;

/** A chart's name as a catalogue name: "Sennelier : Red" is Sennelier Red. */
const chartName = (name: string) =>
  name
    .replace(/\s*:\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** How a row built from a chart record begins its source; such rows are rebuilt on every run. */
const FROM_CHART = /^Name, colour number/;

interface Facts {
  line: CatalogueLine;
  /** The row was built from the chart record (its name and number too). */
  fromChart: boolean;
  /** A dataset row's own source, kept. */
  base: string;
  swatch?: Swatch;
  estimate?: { recorded: string; summary: string };
  codes: CodesOrigin;
  maker?: MakerFacts;
  rating?: MakerRating;
  byPigment: boolean;
  opacityFromMaker?: string;
}

/** The maker's label as the source of a row's codes: its chart, a page listing its labels, or knowledge of it. */
function codesText(maker: MakerFacts): string {
  const chart = /^chart (\S+)/.exec(maker.basis)?.[1];
  if (chart) return `pigment codes: the maker's chart, ${chart} (maker-facts)`;
  if (maker.basis === 'page') return `pigment codes: the labels as ${maker.page} lists them (maker-facts)`;
  return `pigment codes: knowledge of the label (maker-facts)${maker.page ? `, agreeing with ${maker.page}` : ''}`;
}

/** Where a row's facts come from, in its `source` (at most 1000 characters, as the importer takes). */
function sourceText(row: Row, facts: Facts): string {
  const { swatch, estimate, maker } = facts;
  const recordedBy = swatch
    ? `the maker's chart as recorded by artistassistapp @${swatch.commit.slice(0, 8)} (Apache-2.0, data/sources)`
    : '';
  const parts =
    facts.line.kind === 'dataset'
      ? [facts.base]
      : facts.fromChart
        ? [`Name, colour number${estimate ? ' and opacity' : ', hex and opacity'} from ${recordedBy}, not checked against the chart`]
        : [`Compiled from knowledge of the ${facts.line.chart ?? ''}, not checked against it`];
  const { codes } = facts;
  if (codes.kind === 'added' && codes.page) parts.push(`pigment codes agree with ${codes.page}`);
  else if (codes.kind === 'maker') parts.push(codesText(codes.maker));
  else if (codes.kind === 'dataset')
    parts.push(
      `pigment codes: rhockman/pigment_database @${codes.listed.commit.slice(0, 7)} (MIT, data/sources), from Blick's pages of 2019${codes.agrees ? ', agreeing with knowledge of the label' : ''}`,
    );
  else if (codes.kind === 'doubted') parts.push('pigment codes: unknown, those known before are in doubt (maker-facts)');
  else if (codes.kind === 'name') parts.push('pigment codes: the pigment its name names (data/sources/pigment-names.csv)');
  if (facts.rating) parts.push(`lightfastness: the maker rates it ${facts.rating.maker_rating} (${facts.rating.page})`);
  else if (maker?.maker_lightfastness)
    parts.push(`lightfastness: the maker rates it ${maker.maker_lightfastness} (knowledge of its chart)`);
  else if (facts.byPigment) parts.push('lightfastness: from the pigment (pigments.csv)');
  const makerRatings = [maker?.granulation && 'granulation', maker?.staining && 'staining'].filter(Boolean);
  if (makerRatings.length) parts.push(`${makerRatings.join(' and ')}: the maker's (knowledge of its chart)`);
  if (facts.opacityFromMaker) parts.push(`opacity: the maker's (knowledge of its chart), where the record says ${facts.opacityFromMaker}`);
  if (facts.line.kind === 'dataset') {
    // The dataset's colour is its own.
  } else if (facts.fromChart) {
    if (estimate)
      parts.push(`hex estimated: the chart's ${estimate.recorded} is ${estimate.summary} (swatch rules, data/paints/README.md)`);
  } else if (swatch && !estimate) parts.push(`other ratings by pigment rule; hex and opacity from ${recordedBy}`);
  else if (swatch && estimate)
    parts.push(
      `other ratings by pigment rule; opacity from ${recordedBy}; hex estimated: the chart's ${estimate.recorded} is ${estimate.summary} (swatch rules, data/paints/README.md)`,
    );
  // An estimate the swatch rules move is still an estimate (and the next run finds it right).
  else parts.push(`ratings by pigment rule; hex estimated${estimate ? `: ${estimate.summary} (swatch rules, data/paints/README.md)` : ''}`);
  return parts.join('; ');
}

/** A row built from a chart record. */
function rowOfRecord(line: CatalogueLine, swatch: Swatch): Row {
  return {
    paint_name: chartName(swatch.paint_name),
    manufacturer: line.manufacturer,
    series_name: line.series,
    product_code: swatch.product_code,
    pigment_codes: '',
    hex_code: swatch.hex,
    medium: line.medium,
    lightfastness: '',
    opacity: OPACITY.has(swatch.opacity) ? swatch.opacity : '',
    granulation: '',
    staining: '',
    source: '',
  };
}

interface LineRows {
  line: CatalogueLine;
  rows: Array<{ row: Row; fromChart: boolean; base: string }>;
}

/** A line's rows: kept from its file, rebuilt from its chart record, or both (scripts/catalogue-lines.ts). */
function rowsOfLine(line: CatalogueLine, records: readonly Swatch[]): LineRows {
  const own = records.filter((swatch) => swatch.manufacturer === line.manufacturer && swatch.line === line.series);
  if (line.kind === 'chart') {
    if (own.length === 0)
      throw new Error(`${line.file}: no swatches of ${line.manufacturer} ${line.series} in ${swatchFileOf(line.medium)}`);
    return { line, rows: own.map((swatch) => ({ row: rowOfRecord(line, swatch), fromChart: true, base: '' })) };
  }
  const kept = readCsv<Row>(join(paintsDir, line.file)).filter((row) => !FROM_CHART.test(row.source));
  const rows = kept.map((row) => ({ row, fromChart: false, base: row.source.split('; ')[0] ?? '' }));
  if (line.kind === 'dataset') return { line, rows };
  const names = new Set(kept.map((row) => normaliseName(ALIASES[line.manufacturer]?.[row.paint_name] ?? row.paint_name)));
  for (const swatch of own) {
    if (names.has(normaliseName(swatch.paint_name)) || LEFT_OUT[`${line.manufacturer}\u0000${swatch.paint_name}`]) continue;
    names.add(normaliseName(swatch.paint_name));
    rows.push({ row: rowOfRecord(line, swatch), fromChart: true, base: '' });
  }
  return { line, rows };
}

/** Every line's maker facts, by colour number and by name. */
function readMakerFacts(): Map<string, MakerFacts> {
  const facts = new Map<string, MakerFacts>();
  for (const line of CATALOGUE_LINES) {
    const file = join(sourcesDir, 'maker-facts', line.file);
    if (!existsSync(file)) continue;
    for (const fact of readCsv<MakerFacts>(file)) {
      if (fact.manufacturer !== line.manufacturer || fact.series_name !== line.series)
        throw new Error(`maker-facts/${line.file}: ${fact.manufacturer} ${fact.series_name} ${fact.paint_name} is not of this line`);
      if (fact.product_code) facts.set(numberKeyOf(fact.manufacturer, fact.series_name, fact.product_code), fact);
      facts.set(keyOf(fact.manufacturer, fact.series_name, fact.paint_name), fact);
    }
  }
  return facts;
}

function main() {
  const media = [...new Set(CATALOGUE_LINES.map((line) => line.medium))];
  const swatchList = media
    .filter((medium) => existsSync(join(sourcesDir, swatchFileOf(medium))))
    .flatMap((medium) => readCsv<Swatch>(join(sourcesDir, swatchFileOf(medium))));
  const swatches = new Map(swatchList.map((s) => [keyOf(s.manufacturer, s.line, s.paint_name), s]));
  /** A chart row was built from its record one to one: each finds its own by colour number. */
  const byNumber = new Map(swatchList.map((s) => [numberKeyOf(s.manufacturer, s.line, s.product_code), s]));
  const additions = new Map(
    readCsv<Addition>(join(sourcesDir, 'pigment-codes-added.csv')).map((a) => [keyOf(a.manufacturer, a.series_name, a.paint_name), a]),
  );
  const ratings = new Map(
    readCsv<MakerRating>(join(sourcesDir, 'maker-lightfastness.csv')).map((r) => [keyOf(r.manufacturer, r.series_name, r.paint_name), r]),
  );
  const makerFacts = readMakerFacts();
  const dataset = new Map(
    readCsv<DatasetCodes>(join(sourcesDir, 'pigment-database-watercolors.csv')).map((d) => [
      datasetKeyOf(d.manufacturer, d.series_name, d.paint_name),
      d,
    ]),
  );
  const nameRules = readNameRules(join(sourcesDir, 'pigment-names.csv'));
  const pigmentRows = readCsv<Record<string, string>>(join(paintsDir, 'pigments.csv'));
  const pigments = new Map<string, SwatchPigment>(
    pigmentRows.map((p) => [p.code ?? '', { hueFamily: p.hue_family ?? '', bias: p.bias ?? '', shadesVary: p.shades_vary === 'yes' }]),
  );
  const classOf = new Map(pigmentRows.map((p) => [p.code ?? '', p.lightfastness ?? '']));
  const pigmentOf = (code: string) => pigments.get(code);

  const lines = CATALOGUE_LINES.map((line) => rowsOfLine(line, swatchList));
  const all = lines.flatMap(({ line, rows }) => rows.map((entry) => ({ ...entry, line })));
  const report: string[] = [];
  const found = all.map(({ row, fromChart, line }) => {
    const key = keyOf(row.manufacturer, row.series_name, row.paint_name);
    const addition = additions.get(key);
    const maker =
      (row.product_code ? makerFacts.get(numberKeyOf(row.manufacturer, row.series_name, row.product_code)) : undefined) ??
      makerFacts.get(key);
    const lineKey = `${row.manufacturer}/${row.series_name}`;
    const listed = dataset.get(
      datasetKeyOf(row.manufacturer, row.series_name, DATASET_ALIASES[lineKey]?.[row.paint_name] ?? row.paint_name),
    );
    const codes = decideCodes(row, { pigmentOf, addition, maker, listed, line, nameRules, report });
    const swatch =
      line.kind === 'dataset'
        ? undefined
        : fromChart
          ? byNumber.get(numberKeyOf(row.manufacturer, row.series_name, row.product_code))
          : swatches.get(keyOf(row.manufacturer, row.series_name, ALIASES[row.manufacturer]?.[row.paint_name] ?? row.paint_name));
    if (swatch) {
      row.hex_code = swatch.hex;
      // The chart's own rating; a row the source gives none keeps the pigment rule's.
      if (OPACITY.has(swatch.opacity)) row.opacity = swatch.opacity;
    }
    let opacityFromMaker: string | undefined;
    if (maker?.maker_opacity && maker.maker_opacity !== row.opacity) {
      opacityFromMaker = row.opacity || 'none';
      row.opacity = maker.maker_opacity;
    }
    if (maker?.granulation) row.granulation = maker.granulation;
    if (maker?.staining) row.staining = maker.staining;
    return { fromChart, swatch, codes, maker, rating: ratings.get(key), opacityFromMaker };
  });

  // The swatch rules compare a paint with other makers' paints of its medium: an oil's masstone is not a watercolor's.
  const findings = new Map<number, SwatchFinding>();
  for (const medium of SWATCH_RULE_MEDIA) {
    const indices = all.flatMap(({ row }, i) => (row.medium === medium ? [i] : []));
    const swatchRows: SwatchRow[] = indices.map((i) => {
      const row = all[i]?.row as Row;
      return {
        manufacturer: row.manufacturer,
        paintName: row.paint_name,
        pigmentCodes: row.pigment_codes ? row.pigment_codes.split(' ') : [],
        hex: row.hex_code,
        recorded: Boolean(found[i]?.swatch),
      };
    });
    for (const finding of swatchFindings(swatchRows, pigments)) findings.set(indices[finding.index] ?? -1, finding);
  }

  all.forEach(({ row, line, base }, i) => {
    const { fromChart = false, swatch, codes: origin = { kind: 'own' }, maker, rating, opacityFromMaker } = found[i] ?? {};
    const finding = findings.get(i);
    if (finding) process.stdout.write(`${row.manufacturer} ${row.paint_name}: ${row.hex_code} -> ${finding.estimate}: ${finding.reason}\n`);
    const estimate = finding ? { recorded: row.hex_code, summary: finding.summary } : undefined;
    if (finding) row.hex_code = finding.estimate;
    const codes = row.pigment_codes ? row.pigment_codes.split(' ') : [];
    const classes = codes.map((code) => classOf.get(code) ?? '');
    const makerClass = rating?.lightfastness ?? maker?.lightfastness ?? '';
    const byPigment = !makerClass && codes.length > 0 && classes.every(Boolean);
    row.lightfastness = makerClass || (byPigment ? (LIGHTFASTNESS[Math.max(...classes.map((c) => LIGHTFASTNESS.indexOf(c)))] ?? '') : '');
    row.source = sourceText(row, {
      line,
      fromChart,
      base,
      swatch,
      estimate,
      codes: origin,
      maker,
      rating,
      byPigment,
      opacityFromMaker,
    });
    if (row.source.length > 1000)
      throw new Error(`${row.manufacturer} ${row.paint_name}: source is ${row.source.length} characters, at most 1000`);
  });

  for (const { line, rows } of lines) {
    const body = rows.map(({ row }) => HEADER.map((column) => cell(row[column])).join(',')).join('\n');
    writeFileSync(join(paintsDir, line.file), `${HEADER.join(',')}\n${body}\n`);
    const count = (test: (row: Row) => boolean) => String(rows.filter(({ row }) => test(row)).length).padStart(4);
    process.stdout.write(
      `${line.file.padEnd(50)} ${String(rows.length).padStart(4)} rows, ${count((r) => /hex and opacity from/.test(r.source))} chart swatches, ${count((r) => /hex estimated/.test(r.source))} estimated, ${count((r) => Boolean(r.pigment_codes))} with pigment codes (${count((r) => /pigment-names/.test(r.source))} by name, ${count((r) => /maker-facts/.test(r.source))} from the label), ${count((r) => Boolean(r.lightfastness))} with lightfastness\n`,
    );
  }
  for (const line of report) process.stdout.write(`${line}\n`);
}

main();
