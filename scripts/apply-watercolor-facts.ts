// Gives the watercolor rows of data/paints the facts their sources hold, and says in each row's
// `source` where each came from. Re-run after any of those files changes; it is deterministic, so
// a second run changes nothing:
//   node --import tsx scripts/apply-watercolor-facts.ts
// - Pigment codes added since the rows were compiled: data/sources/pigment-codes-added.csv.
// - Swatch colour and transparency rating from each maker's published chart, as the artistassistapp
//   project recorded them (data/sources/artistassistapp-watercolor-swatches.csv, Apache-2.0 commits;
//   see data/paints/NOTICE), matched by manufacturer, line (Winsor & Newton has two) and name,
//   ignoring case, punctuation and grey/gray; ALIASES names paints each side spells differently.
// - The swatch rules (scripts/swatch-rules.ts): a recorded value that is a tint, or off its
//   pigment's hue, is replaced by an estimate of the masstone, and the row says so.
// - Lightfastness: the maker's rating where known (data/sources/maker-lightfastness.csv), else the
//   class of the paint's least lightfast pigment (pigments.csv), else unknown.
// It prints what it did, and every swatch estimate with its reason.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { swatchFindings, type SwatchPigment, type SwatchRow } from './swatch-rules';

const repoRoot = resolve(import.meta.dirname, '..');
const paintsDir = join(repoRoot, 'data', 'paints');
const sourcesDir = join(repoRoot, 'data', 'sources');
const HEADER = ['paint_name', 'manufacturer', 'series_name', 'product_code', 'pigment_codes', 'hex_code', 'medium', 'lightfastness', 'opacity', 'granulation', 'staining', 'source'] as const;
type Row = Record<(typeof HEADER)[number], string>;

const FILES = [
  'daniel-smith-extra-fine.csv',
  'winsor-newton-professional.csv',
  'winsor-newton-cotman.csv',
  'schmincke-horadam.csv',
  'm-graham-artists-watercolor.csv',
  'holbein-artists-watercolor.csv',
];

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

const normalise = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/grey/g, 'gray')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A paint's key in the sources: maker, line (Winsor & Newton's two only) and name. */
const keyOf = (manufacturer: string, line: string, name: string) =>
  `${manufacturer}\u0000${manufacturer === 'Winsor & Newton' ? line : ''}\u0000${normalise(name)}`;

/** Where a row's facts come from, in its `source` (at most 500 characters, as the importer takes). */
function sourceText(row: Row, facts: { swatch?: Swatch; estimate?: { recorded: string; summary: string }; codesPage?: string; rating?: MakerRating; byPigment: boolean }): string {
  const chart = CHARTS[row.manufacturer] ?? '';
  const parts = [`Compiled from knowledge of the ${chart}, not checked against it`];
  if (facts.codesPage) parts.push(`pigment codes agree with ${facts.codesPage}`);
  if (facts.rating) parts.push(`lightfastness: the maker rates it ${facts.rating.maker_rating} (${facts.rating.page})`);
  else if (facts.byPigment) parts.push("lightfastness: its pigments' class (pigments.csv)");
  const { swatch, estimate } = facts;
  const recordedBy = swatch ? `the maker's chart as recorded by artistassistapp @${swatch.commit.slice(0, 8)} (Apache-2.0, data/sources)` : '';
  if (swatch && !estimate) parts.push(`other ratings by pigment rule; hex and opacity from ${recordedBy}`);
  else if (swatch && estimate) parts.push(`other ratings by pigment rule; opacity from ${recordedBy}; hex estimated: the chart's ${estimate.recorded} is ${estimate.summary} (swatch rules, data/paints/README.md)`);
  // An estimate the swatch rules move is still an estimate (and the next run finds it right).
  else parts.push('ratings by pigment rule; hex estimated');
  return parts.join('; ');
}

function main() {
  const swatches = new Map(readCsv<Swatch>(join(sourcesDir, 'artistassistapp-watercolor-swatches.csv')).map((s) => [keyOf(s.manufacturer, s.line, s.paint_name), s]));
  const additions = new Map(readCsv<Addition>(join(sourcesDir, 'pigment-codes-added.csv')).map((a) => [keyOf(a.manufacturer, a.series_name, a.paint_name), a]));
  const ratings = new Map(readCsv<MakerRating>(join(sourcesDir, 'maker-lightfastness.csv')).map((r) => [keyOf(r.manufacturer, r.series_name, r.paint_name), r]));
  const pigmentRows = readCsv<Record<string, string>>(join(paintsDir, 'pigments.csv'));
  const pigments = new Map<string, SwatchPigment>(pigmentRows.map((p) => [p.code ?? '', { hueFamily: p.hue_family ?? '', bias: p.bias ?? '', shadesVary: p.shades_vary === 'yes' }]));
  const classOf = new Map(pigmentRows.map((p) => [p.code ?? '', p.lightfastness ?? '']));

  const files = FILES.map((file) => ({ file, rows: readCsv<Row>(join(paintsDir, file)) }));
  const all = files.flatMap(({ rows }) => rows);
  const found = all.map((row) => {
    const key = keyOf(row.manufacturer, row.series_name, row.paint_name);
    const addition = additions.get(key);
    if (addition) row.pigment_codes = addition.pigment_codes;
    const swatch = swatches.get(keyOf(row.manufacturer, row.series_name, ALIASES[row.manufacturer]?.[row.paint_name] ?? row.paint_name));
    if (swatch) {
      row.hex_code = swatch.hex;
      // The chart's own rating; a row the source gives none keeps the pigment rule's.
      if (swatch.opacity) row.opacity = swatch.opacity;
    }
    return { swatch, addition, rating: ratings.get(key) };
  });

  const swatchRows: SwatchRow[] = all.map((row, i) => ({
    manufacturer: row.manufacturer,
    paintName: row.paint_name,
    pigmentCodes: row.pigment_codes ? row.pigment_codes.split(' ') : [],
    hex: row.hex_code,
    recorded: Boolean(found[i]?.swatch),
  }));
  const findings = new Map(swatchFindings(swatchRows, pigments).map((finding) => [finding.index, finding]));

  all.forEach((row, i) => {
    const { swatch, addition, rating } = found[i] ?? {};
    const finding = findings.get(i);
    if (finding) process.stdout.write(`${row.manufacturer} ${row.paint_name}: ${row.hex_code} -> ${finding.estimate}: ${finding.reason}\n`);
    const estimate = finding ? { recorded: row.hex_code, summary: finding.summary } : undefined;
    if (finding) row.hex_code = finding.estimate;
    const codes = row.pigment_codes ? row.pigment_codes.split(' ') : [];
    const classes = codes.map((code) => classOf.get(code) ?? '');
    const byPigment = !rating && codes.length > 0 && classes.every(Boolean);
    row.lightfastness = rating?.lightfastness ?? (byPigment ? (LIGHTFASTNESS[Math.max(...classes.map((c) => LIGHTFASTNESS.indexOf(c)))] ?? '') : '');
    row.source = sourceText(row, { swatch, estimate, codesPage: addition?.page || undefined, rating, byPigment });
    if (row.source.length > 500) throw new Error(`${row.manufacturer} ${row.paint_name}: source is ${row.source.length} characters, at most 500`);
  });

  for (const { file, rows } of files) {
    const body = rows.map((row) => HEADER.map((column) => cell(row[column])).join(',')).join('\n');
    writeFileSync(join(paintsDir, file), `${HEADER.join(',')}\n${body}\n`);
    const count = (test: (row: Row) => boolean) => String(rows.filter(test).length).padStart(4);
    process.stdout.write(
      `${file.padEnd(34)} ${String(rows.length).padStart(4)} rows, ${count((r) => /hex and opacity from/.test(r.source))} chart swatches, ${count((r) => /hex estimated/.test(r.source))} estimated, ${count((r) => Boolean(r.pigment_codes))} with pigment codes, ${count((r) => Boolean(r.lightfastness))} with lightfastness\n`,
    );
  }
}

main();
