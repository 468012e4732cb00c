// Gives the catalogue rows of data/paints the facts their sources hold, and says in each row's
// `source` where each came from. Re-run after any of those files changes; it is deterministic, so
// a second run changes nothing:
//   npm run catalogue:facts
// - Lines compiled from knowledge of a maker's chart (FILES): their rows are kept, and given what follows.
// - Lines taken whole from a maker's chart as the artistassistapp project recorded it (CHART_LINES):
//   every row is rebuilt from that record (name, colour number, swatch colour, transparency rating).
// - Pigment codes added since the rows were compiled: data/sources/pigment-codes-added.csv.
// - Pigment codes a paint's name fixes (data/sources/pigment-names.csv), for a paint that has none
//   and a line whose maker sells under a pigment's name only that pigment (NAMED_PIGMENT_LINES).
// - Swatch colour and transparency rating from each maker's published chart, as the artistassistapp
//   project recorded them (data/sources/artistassistapp-*-swatches.csv, Apache-2.0 commits; see
//   data/paints/NOTICE), matched by manufacturer, line (Winsor & Newton has two) and name,
//   ignoring case, punctuation and grey/gray; ALIASES names paints each side spells differently.
// - The swatch rules (scripts/swatch-rules.ts), within each medium: a recorded value that is a
//   tint, or off its pigment's hue, is replaced by an estimate of the masstone, and the row says so.
// - Lightfastness: the maker's rating where known (data/sources/maker-lightfastness.csv), else the
//   class of the paint's least lightfast pigment (pigments.csv), else unknown.
// It prints what it did, and every swatch estimate with its reason.
import './require-node.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { PAINT_COLUMNS } from '../src/server/features/paints/import/catalogue-rows';
import { codesByName, normaliseName, readNameRules } from './pigment-names';
import { type SwatchFinding, type SwatchPigment, type SwatchRow, swatchFindings } from './swatch-rules';

const repoRoot = resolve(import.meta.dirname, '..');
const paintsDir = join(repoRoot, 'data', 'paints');
const sourcesDir = join(repoRoot, 'data', 'sources');
// The catalogue's columns, as the importer reads them.
const HEADER = PAINT_COLUMNS;
type Row = Record<(typeof HEADER)[number], string>;

/** Lines compiled from knowledge of the maker's chart. */
const FILES = [
  'daniel-smith-extra-fine.csv',
  'winsor-newton-professional.csv',
  'winsor-newton-cotman.csv',
  'schmincke-horadam.csv',
  'm-graham-artists-watercolor.csv',
  'holbein-artists-watercolor.csv',
];

interface ChartLine {
  file: string;
  manufacturer: string;
  series: string;
  medium: 'Watercolor' | 'Oil';
}

const WATERCOLOR_SWATCHES = 'artistassistapp-watercolor-swatches.csv';
/** The swatch file a line's chart is recorded in (data/sources), by medium. */
const swatchFileOf = (line: ChartLine) => (line.medium === 'Oil' ? 'artistassistapp-oil-swatches.csv' : WATERCOLOR_SWATCHES);

/** Lines taken whole from the maker's chart as recorded (no pigment codes in that record). */
const CHART_LINES: ChartLine[] = [
  { file: 'sennelier-l-aquarelle.csv', manufacturer: 'Sennelier', series: "L'Aquarelle", medium: 'Watercolor' },
  { file: 'royal-talens-rembrandt-watercolour.csv', manufacturer: 'Royal Talens', series: 'Rembrandt Watercolour', medium: 'Watercolor' },
  { file: 'royal-talens-van-gogh-watercolour.csv', manufacturer: 'Royal Talens', series: 'Van Gogh Watercolour', medium: 'Watercolor' },
  { file: 'old-holland-classic-watercolour.csv', manufacturer: 'Old Holland', series: 'Classic Watercolour', medium: 'Watercolor' },
  { file: 'da-vinci-artist-watercolor.csv', manufacturer: 'Da Vinci', series: 'Artist Watercolor', medium: 'Watercolor' },
  { file: 'maimeri-blu.csv', manufacturer: 'Maimeri', series: 'Blu', medium: 'Watercolor' },
  { file: 'shinhan-pwc.csv', manufacturer: 'ShinHan Art', series: 'PWC', medium: 'Watercolor' },
  { file: 'nevskaya-palitra-white-nights.csv', manufacturer: 'Nevskaya Palitra', series: 'White Nights', medium: 'Watercolor' },
  { file: 'mijello-mission-gold.csv', manufacturer: 'Mijello', series: 'Mission Gold Class', medium: 'Watercolor' },
  { file: 'michael-harding-artists-oil.csv', manufacturer: 'Michael Harding', series: 'Artists Oil Colours', medium: 'Oil' },
  { file: 'old-holland-classic-oil.csv', manufacturer: 'Old Holland', series: 'Classic Oil Colours', medium: 'Oil' },
  { file: 'schmincke-mussini.csv', manufacturer: 'Schmincke', series: 'Mussini', medium: 'Oil' },
  { file: 'schmincke-norma-professional.csv', manufacturer: 'Schmincke', series: 'Norma Professional', medium: 'Oil' },
];

/**
 * Lines whose maker sells under a pigment's name only that pigment and marks a stand-in (Hue,
 * Tone, Imitation, Permanent ...), as ASTM D5067 and D4302 ask: there a paint's name may give its
 * pigment (data/sources/pigment-names.csv). Not student or export lines whose charts call a
 * stand-in by the pigment's name (Van Gogh, ShinHan, White Nights, Mission Gold).
 */
const NAMED_PIGMENT_LINES = new Set([
  'Daniel Smith/Extra Fine',
  'Winsor & Newton/Professional Watercolour',
  'Winsor & Newton/Cotman Watercolour',
  'Schmincke/Horadam',
  "M. Graham/Artists' Watercolor",
  "Holbein/Artists' Watercolor",
  "Sennelier/L'Aquarelle",
  'Royal Talens/Rembrandt Watercolour',
  'Old Holland/Classic Watercolour',
  'Da Vinci/Artist Watercolor',
  'Maimeri/Blu',
  'Michael Harding/Artists Oil Colours',
  'Old Holland/Classic Oil Colours',
  'Schmincke/Mussini',
  'Schmincke/Norma Professional',
]);

const CHARTS: Record<string, string> = {
  'Daniel Smith': 'Daniel Smith Extra Fine Watercolors color chart (danielsmith.com)',
  'Winsor & Newton': 'Winsor & Newton colour chart (winsornewton.com)',
  Schmincke: 'Schmincke Horadam colour chart (schmincke.de)',
  'M. Graham': "M. Graham Artists' Watercolor color chart (mgraham.com)",
  Holbein: "Holbein Artists' Watercolor colour chart (holbein-works.co.jp)",
};

/** Our name -> the source's, by manufacturer: the same tube, spelled otherwise. */
const ALIASES: Record<string, Record<string, string>> = {
  'Daniel Smith': { Aureolin: 'Aureolin (Cobalt Yellow)', 'Van Dyke Brown': 'Van Dyck Brown' },
  'Winsor & Newton': { 'Titanium White': 'Titanium White (Opaque White)' },
  Schmincke: {
    'Cadmium yellow middle': 'Cadmium Yellow Medium',
    'Cadmium red middle': 'Cadmium Red Medium',
    'Translucent orange': 'Translucent Orange / Transparent Orange',
    "Potter's pink": 'Potters Pink',
  },
  'M. Graham': { 'Bismuth Vanadate Yellow': 'Bismuth Yellow' },
  Holbein: {
    Opera: 'Opera (Quinacridone Opera)',
    // Sold as Rose Violet before; the chart gives both names.
    'Quinacridone Magenta': 'Quinacridone Magenta (Rose Violet)',
    'Viridian Hue': 'Virdian Hue',
    'Permanent Green No.1': 'Permanent Green #1',
    'Permanent Green No.2': 'Permanent Green #2',
    'Jaune Brillant No.1': 'Jaune Brillant #1',
    'Jaune Brillant No.2': 'Jaune Brillant #2',
  },
};

const LIGHTFASTNESS = ['I-Excellent', 'II-Very Good', 'III-Fair', 'IV-Fugitive'];

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

interface Addition {
  manufacturer: string;
  series_name: string;
  paint_name: string;
  pigment_codes: string;
  page: string;
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

/** A chart's name as a catalogue name: "Sennelier : Red" is Sennelier Red. */
const chartName = (name: string) =>
  name
    .replace(/\s*:\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface Facts {
  /** The line was taken whole from the chart record (its name and number too). */
  fromChart: boolean;
  swatch?: Swatch;
  estimate?: { recorded: string; summary: string };
  codesPage?: string;
  codesByName: boolean;
  rating?: MakerRating;
  byPigment: boolean;
}

/** Where a row's facts come from, in its `source` (at most 500 characters, as the importer takes). */
function sourceText(row: Row, facts: Facts): string {
  const { swatch, estimate } = facts;
  const recordedBy = swatch
    ? `the maker's chart as recorded by artistassistapp @${swatch.commit.slice(0, 8)} (Apache-2.0, data/sources)`
    : '';
  const parts = facts.fromChart
    ? [`Name, colour number${estimate ? ' and opacity' : ', hex and opacity'} from ${recordedBy}, not checked against the chart`]
    : [`Compiled from knowledge of the ${CHARTS[row.manufacturer] ?? ''}, not checked against it`];
  if (facts.codesPage) parts.push(`pigment codes agree with ${facts.codesPage}`);
  if (facts.codesByName) parts.push('pigment codes: the pigment its name names (data/sources/pigment-names.csv)');
  if (facts.rating) parts.push(`lightfastness: the maker rates it ${facts.rating.maker_rating} (${facts.rating.page})`);
  else if (facts.byPigment) parts.push("lightfastness: its pigments' class (pigments.csv)");
  if (facts.fromChart) {
    if (estimate)
      parts.push(`hex estimated: the chart's ${estimate.recorded} is ${estimate.summary} (swatch rules, data/paints/README.md)`);
  } else if (swatch && !estimate) parts.push(`other ratings by pigment rule; hex and opacity from ${recordedBy}`);
  else if (swatch && estimate)
    parts.push(
      `other ratings by pigment rule; opacity from ${recordedBy}; hex estimated: the chart's ${estimate.recorded} is ${estimate.summary} (swatch rules, data/paints/README.md)`,
    );
  // An estimate the swatch rules move is still an estimate (and the next run finds it right).
  else parts.push('ratings by pigment rule; hex estimated');
  return parts.join('; ');
}

const OPACITY_OF_CHART = new Set(['Transparent', 'Semi-Transparent', 'Semi-Opaque', 'Opaque']);

/** A chart line's rows, rebuilt from its record. */
function chartRows(line: ChartLine, swatches: readonly Swatch[]): Row[] {
  const rows = swatches
    .filter((swatch) => swatch.manufacturer === line.manufacturer && swatch.line === line.series)
    .map((swatch) => ({
      paint_name: chartName(swatch.paint_name),
      manufacturer: line.manufacturer,
      series_name: line.series,
      product_code: swatch.product_code,
      pigment_codes: '',
      hex_code: swatch.hex,
      medium: line.medium,
      lightfastness: '',
      opacity: OPACITY_OF_CHART.has(swatch.opacity) ? swatch.opacity : '',
      granulation: '',
      staining: '',
      source: '',
    }));
  if (rows.length === 0) throw new Error(`${line.file}: no swatches of ${line.manufacturer} ${line.series} in ${swatchFileOf(line)}`);
  return rows;
}

function main() {
  const swatchList = [...new Set(CHART_LINES.map(swatchFileOf).concat(WATERCOLOR_SWATCHES))].flatMap((file) =>
    readCsv<Swatch>(join(sourcesDir, file)),
  );
  const swatches = new Map(swatchList.map((s) => [keyOf(s.manufacturer, s.line, s.paint_name), s]));
  /** A chart line's rows were built from its records one to one: each finds its own by colour number. */
  const byNumber = new Map(swatchList.map((s) => [`${s.manufacturer}\u0000${s.line}\u0000${s.product_code}`, s]));
  const additions = new Map(
    readCsv<Addition>(join(sourcesDir, 'pigment-codes-added.csv')).map((a) => [keyOf(a.manufacturer, a.series_name, a.paint_name), a]),
  );
  const ratings = new Map(
    readCsv<MakerRating>(join(sourcesDir, 'maker-lightfastness.csv')).map((r) => [keyOf(r.manufacturer, r.series_name, r.paint_name), r]),
  );
  const nameRules = readNameRules(join(sourcesDir, 'pigment-names.csv'));
  const pigmentRows = readCsv<Record<string, string>>(join(paintsDir, 'pigments.csv'));
  const pigments = new Map<string, SwatchPigment>(
    pigmentRows.map((p) => [p.code ?? '', { hueFamily: p.hue_family ?? '', bias: p.bias ?? '', shadesVary: p.shades_vary === 'yes' }]),
  );
  const classOf = new Map(pigmentRows.map((p) => [p.code ?? '', p.lightfastness ?? '']));

  const files = [
    ...FILES.map((file) => ({ file, fromChart: false, rows: readCsv<Row>(join(paintsDir, file)) })),
    ...CHART_LINES.map((line) => ({ file: line.file, fromChart: true, rows: chartRows(line, swatchList) })),
  ];
  const all = files.flatMap(({ fromChart, rows }) => rows.map((row) => ({ row, fromChart })));
  const found = all.map(({ row, fromChart }) => {
    const key = keyOf(row.manufacturer, row.series_name, row.paint_name);
    const addition = additions.get(key);
    if (addition) row.pigment_codes = addition.pigment_codes;
    const named =
      !row.pigment_codes && NAMED_PIGMENT_LINES.has(`${row.manufacturer}/${row.series_name}`)
        ? codesByName(nameRules, row.paint_name)
        : undefined;
    if (named) row.pigment_codes = named;
    const swatch = fromChart
      ? byNumber.get(`${row.manufacturer}\u0000${row.series_name}\u0000${row.product_code}`)
      : swatches.get(keyOf(row.manufacturer, row.series_name, ALIASES[row.manufacturer]?.[row.paint_name] ?? row.paint_name));
    if (swatch) {
      row.hex_code = swatch.hex;
      // The chart's own rating; a row the source gives none keeps the pigment rule's.
      if (swatch.opacity) row.opacity = swatch.opacity;
    }
    return { fromChart, swatch, addition, named: Boolean(named), rating: ratings.get(key) };
  });

  // The swatch rules compare a paint with other makers' paints of its medium: an oil's masstone is not a watercolor's.
  const findings = new Map<number, SwatchFinding>();
  for (const medium of new Set(all.map(({ row }) => row.medium))) {
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

  all.forEach(({ row }, i) => {
    const { fromChart = false, swatch, addition, named = false, rating } = found[i] ?? {};
    const finding = findings.get(i);
    if (finding) process.stdout.write(`${row.manufacturer} ${row.paint_name}: ${row.hex_code} -> ${finding.estimate}: ${finding.reason}\n`);
    const estimate = finding ? { recorded: row.hex_code, summary: finding.summary } : undefined;
    if (finding) row.hex_code = finding.estimate;
    const codes = row.pigment_codes ? row.pigment_codes.split(' ') : [];
    const classes = codes.map((code) => classOf.get(code) ?? '');
    const byPigment = !rating && codes.length > 0 && classes.every(Boolean);
    row.lightfastness =
      rating?.lightfastness ?? (byPigment ? (LIGHTFASTNESS[Math.max(...classes.map((c) => LIGHTFASTNESS.indexOf(c)))] ?? '') : '');
    row.source = sourceText(row, {
      fromChart,
      swatch,
      estimate,
      codesPage: addition?.page || undefined,
      codesByName: named,
      rating,
      byPigment,
    });
    if (row.source.length > 500)
      throw new Error(`${row.manufacturer} ${row.paint_name}: source is ${row.source.length} characters, at most 500`);
  });

  for (const { file, rows } of files) {
    const body = rows.map((row) => HEADER.map((column) => cell(row[column])).join(',')).join('\n');
    writeFileSync(join(paintsDir, file), `${HEADER.join(',')}\n${body}\n`);
    const count = (test: (row: Row) => boolean) => String(rows.filter(test).length).padStart(4);
    process.stdout.write(
      `${file.padEnd(40)} ${String(rows.length).padStart(4)} rows, ${count((r) => /hex and opacity from/.test(r.source))} chart swatches, ${count((r) => /hex estimated/.test(r.source))} estimated, ${count((r) => Boolean(r.pigment_codes))} with pigment codes (${count((r) => /pigment-names/.test(r.source))} by name), ${count((r) => Boolean(r.lightfastness))} with lightfastness\n`,
    );
  }
}

main();
