// Gives the watercolor rows of data/paints their colour and opacity from each maker's published
// colour chart as artistassistapp recorded them (it does not say how it took them), from data/sources/artistassistapp-watercolor-swatches.csv (eugene-khyst/
// artistassistapp at commits of its Apache-2.0 era; see data/paints/NOTICE). Re-run after either
// file changes; it is deterministic, so a second run changes nothing:
//   node --import tsx scripts/apply-chart-swatches.ts
// A row is matched by manufacturer, line (Winsor & Newton has two) and name, ignoring case,
// punctuation and grey/gray; ALIASES names the paints each side spells differently. Rows without
// a match keep their estimated colour and say so in `source`. It prints what it did per file.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';

const repoRoot = resolve(import.meta.dirname, '..');
const paintsDir = join(repoRoot, 'data', 'paints');
const swatchFile = join(repoRoot, 'data', 'sources', 'artistassistapp-watercolor-swatches.csv');
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

/** What `source` says of a row: its facts from memory of the chart, its colour from the chart or estimated. */
function sourceText(chart: string, swatch: Swatch | undefined): string {
  const recalled = `Compiled from knowledge of the ${chart}, not checked against it`;
  return swatch
    ? `${recalled}; other ratings by pigment rule; hex and opacity from the maker's chart as recorded by artistassistapp ${swatch.repo_path} @${swatch.commit.slice(0, 8)} (Apache-2.0)`
    : `${recalled}; ratings by pigment rule; hex estimated`;
}

const normalise = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/grey/g, 'gray')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface Swatch {
  manufacturer: string;
  line: string;
  paint_name: string;
  hex: string;
  opacity: string;
  repo_path: string;
  commit: string;
}

function readCsv<T>(file: string): T[] {
  return parse(readFileSync(file, 'utf8'), { columns: true, bom: true }) as T[];
}

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function main() {
  const swatches = new Map<string, Swatch>();
  const key = (manufacturer: string, line: string, name: string) =>
    `${manufacturer}\u0000${manufacturer === 'Winsor & Newton' ? line : ''}\u0000${normalise(name)}`;
  for (const swatch of readCsv<Swatch>(swatchFile)) swatches.set(key(swatch.manufacturer, swatch.line, swatch.paint_name), swatch);

  for (const file of FILES) {
    const rows = readCsv<Row>(join(paintsDir, file));
    let matched = 0;
    for (const row of rows) {
      const chart = CHARTS[row.manufacturer];
      if (!chart) throw new Error(`${file}: no chart named for ${row.manufacturer}`);
      const name = ALIASES[row.manufacturer]?.[row.paint_name] ?? row.paint_name;
      const swatch = swatches.get(key(row.manufacturer, row.series_name, name));
      if (swatch) {
        matched += 1;
        row.hex_code = swatch.hex;
        // The chart's own rating; a row the source gives none keeps the pigment rule's.
        if (swatch.opacity) row.opacity = swatch.opacity;
      }
      row.source = sourceText(chart, swatch);
    }
    const body = rows.map((row) => HEADER.map((column) => cell(row[column])).join(',')).join('\n');
    writeFileSync(join(paintsDir, file), `${HEADER.join(',')}\n${body}\n`);
    process.stdout.write(`${file.padEnd(40)} ${String(rows.length).padStart(4)} rows, ${String(matched).padStart(4)} with the chart's swatch\n`);
  }
}

main();
