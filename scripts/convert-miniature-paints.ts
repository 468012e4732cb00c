// Converts the Golden and Liquitex tables of Arcturus5404/miniature-paints (MIT; a copy of its
// paints folder with a SOURCE file naming the commit) into data/paints/*.csv, dropping or
// correcting rows whose colour is obviously wrong. Re-run after the source changes:
//   node_modules/.bin/node --import tsx scripts/convert-miniature-paints.ts SOURCE_DIR
// It fails when a row is flagged that the corrections table does not decide, so a new
// source error is never imported silently; it prints the decisions as a Markdown table
// for data/paints/README.md.
import './require-node.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
if (!process.argv[2]) {
  console.error('usage: convert-miniature-paints.ts SOURCE_DIR (a copy of the miniature-paints tables, with a SOURCE file)');
  process.exit(2);
}
const sourceDir = resolve(process.argv[2]);
const outDir = join(repoRoot, 'data', 'paints');
const commit = readFileSync(join(sourceDir, 'SOURCE'), 'utf8').trim().slice(0, 7);

const HEADER =
  'paint_name,manufacturer,series_name,product_code,pigment_codes,hex_code,medium,lightfastness,opacity,granulation,staining,source';
const README_REF = 'hex corrected: see data/paints/README.md';

type Manufacturer = 'Golden' | 'Liquitex';
interface SourceRow {
  manufacturer: Manufacturer;
  name: string;
  code: string;
  line: string;
  hex: string;
}

// Typos and inconsistent spellings in the source names; the products are sold under these names.
const NAME_FIXES: Record<string, string> = {
  'Indantherene Blue': 'Indanthrene Blue',
  'Hookers Green Hue': "Hooker's Green Hue",
  'VanDyke Brown Hue': 'Vandyke Brown Hue',
};

function normaliseName(raw: string): string {
  const name = raw
    .replace(/\s+/g, ' ')
    .replace(/\u2019/g, "'")
    .trim()
    .replace(/\(([^)]*)\)/g, (_m, inner: string) => `(${inner.replace(/\b[a-z]/g, (c) => c.toUpperCase())})`);
  return NAME_FIXES[name] ?? name;
}

function parseTable(manufacturer: Manufacturer): SourceRow[] {
  const rows: SourceRow[] = [];
  for (const text of readFileSync(join(sourceDir, `${manufacturer}.md`), 'utf8').split('\n')) {
    const cells = text.split('|').map((c) => c.trim());
    const [, name, code, line, r, g, b] = cells;
    if (!name || !code || !line || name === 'Name' || name.startsWith('---')) continue;
    const hex = `#${[r, g, b].map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
    if (!/^#[0-9A-F]{6}$/.test(hex)) throw new Error(`${manufacturer} ${code}: bad RGB ${r},${g},${b}`);
    rows.push({ manufacturer, name: normaliseName(name), code, line, hex });
  }
  return rows;
}

// ---- validation rules -------------------------------------------------------------------

interface Family {
  label: string;
  pattern: RegExp;
  hues?: [number, number];
  kind?: 'white' | 'black' | 'grey';
  light?: boolean;
}

// First match wins, so compound names ("Green Gold", "Violet Oxide", "Red-orange") come first.
// Hue ranges are deliberately wide: they catch a colour recorded in the wrong family, not a
// masstone that is a little warm or cool.
const FAMILIES: Family[] = [
  { label: 'white', pattern: /\b(white|pearl)\b/i, kind: 'white' },
  { label: 'black', pattern: /\bblack\b/i, kind: 'black' },
  { label: 'grey/silver', pattern: /\b(gr[ae]y|silver|graphite)\b/i, kind: 'grey' },
  { label: 'copper/bronze', pattern: /\b(copper|bronze)\b/i, hues: [0, 45] },
  { label: 'rose gold', pattern: /rose gold/i, hues: [340, 40] },
  { label: 'yellow-green', pattern: /(yellow green|green gold|chartreuse|lime)/i, hues: [40, 110], light: true },
  { label: 'gold', pattern: /\bgold\b/i, hues: [10, 60] },
  {
    label: 'red earth',
    pattern: /(red oxide|red iron oxide|burnt sienna|violet oxide|indian red|venetian red|van ?dyke red)/i,
    hues: [330, 35],
  },
  {
    label: 'yellow earth',
    pattern: /(yellow oxide|yellow iron oxide|yellow ochre|mars yellow|naples yellow|raw sienna)/i,
    hues: [18, 60],
    light: true,
  },
  { label: 'brown earth', pattern: /(umber|sienna|brown|sepia|buff|parchment)/i },
  { label: 'red-orange', pattern: /red[ -]orange/i, hues: [340, 40] },
  { label: 'teal/turquoise', pattern: /(teal|turquoise)/i, hues: [150, 215] },
  { label: 'cyan', pattern: /\bcyan\b/i, hues: [170, 230] },
  { label: 'violet', pattern: /(violet|purple|mauve|lavender|lilac)/i, hues: [225, 360] },
  { label: 'magenta/pink', pattern: /\b(magenta|pink|rose|fuchsia)\b/i, hues: [280, 20], light: true },
  { label: 'orange', pattern: /orange/i, hues: [5, 50], light: true },
  { label: 'green', pattern: /(green|viridian|emerald)/i, hues: [55, 200] },
  { label: 'blue', pattern: /(blue|ultramarine|cerulean|prussian|indigo|azurite|smalt|indanth)/i, hues: [170, 265] },
  { label: 'yellow', pattern: /yellow/i, hues: [25, 75], light: true },
  { label: 'red', pattern: /(red|crimson|scarlet|maroon|carmine|alizarin)/i, hues: [330, 25] },
];

// Below this chroma a hue is noise (dark masstones of phthalos and dioxazine are near-black).
const MIN_CHROMA_FOR_HUE = 0.15;

function analyse(hex: string): { hue: number; chroma: number; lightness: number; min: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  let hue = 0;
  if (chroma > 0) {
    if (max === r) hue = 60 * (((g - b) / chroma + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / chroma + 2);
    else hue = 60 * ((r - g) / chroma + 4);
  }
  return { hue: Math.round(hue), chroma, lightness: (max + min) / 2, min };
}

const inRange = (hue: number, [from, to]: [number, number]) => (from <= to ? hue >= from && hue <= to : hue >= from || hue <= to);

// "Phthalo Blue (Green Shade)" is a blue: a shade qualifier names the undertone, not the family.
const SHADE = /\(?\b[a-z]+ shade\)?/gi;

function problemWith(name: string, hex: string): string | null {
  const base = name.replace(SHADE, '');
  const family = FAMILIES.find((f) => f.pattern.test(base));
  const { hue, chroma, lightness, min } = analyse(hex);
  const nearWhite = min >= 230 / 255 && chroma <= 0.06;
  if (family?.kind === 'white') {
    return lightness < 0.8 || chroma > 0.08 ? `${hex} is not white for the white family` : null;
  }
  if (nearWhite) return `${hex} is near-white for ${family ? `the ${family.label} family` : 'a colour not named white'}`;
  if (family?.kind === 'black') return lightness > 0.3 ? `${hex} is too light for the black family` : null;
  if (family?.kind === 'grey') return chroma > 0.3 ? `${hex} is a saturated colour for the ${family.label} family` : null;
  if (!family) return null;
  if (family.light && lightness < 0.12) return `${hex} is near-black for the ${family.label} family`;
  if (family.hues && chroma < 0.08 && lightness >= 0.2) return `${hex} is grey for the ${family.label} family`;
  if (family.hues && chroma >= MIN_CHROMA_FOR_HUE && !inRange(hue, family.hues)) {
    return `${hex} has hue ${hue}\u00b0, outside ${family.hues[0]}-${family.hues[1]}\u00b0 for the ${family.label} family`;
  }
  return null;
}

// ---- decisions ----------------------------------------------------------------------------

type Decision = { action: 'drop'; why: string } | { action: 'correct'; hex: string; why: string };

// Keyed "Manufacturer code". A correction only ever takes the value the same source records
// for the same Golden paint in another product line; without one the row is dropped rather
// than given an invented colour.
const DECISIONS: Record<string, Decision> = {
  'Golden 1009': { action: 'correct', hex: '#F7E925', why: 'value of the same paint in Fluid (2009) and High Flow (8554)' },
  'Golden 7009': { action: 'correct', hex: '#F7E925', why: 'value of the same paint in Fluid (2009) and High Flow (8554)' },
  'Golden 1008': { action: 'correct', hex: '#EFDB4B', why: 'value of the same paint in OPEN (7008)' },
  'Golden 1369': {
    action: 'correct',
    hex: '#00BCC1',
    why: 'value of Teal in Fluid (2369) and High Flow (8547); OPEN Teal (7369) repeats Heavy Body Cobalt Teal exactly, so it is not used',
  },
  'Golden 1371': { action: 'correct', hex: '#BAC09B', why: 'value of the same paint in Fluid (2371)' },
  'Golden 7371': { action: 'correct', hex: '#BAC09B', why: 'value of the same paint in Fluid (2371)' },
  'Golden 1415': { action: 'correct', hex: '#FEFEFE', why: 'value of the same paint in Fluid (2415)' },
  'Golden 7415': { action: 'correct', hex: '#FEFEFE', why: 'value of the same paint in Fluid (2415)' },
  'Golden 2145': { action: 'correct', hex: '#3A9DBA', why: 'value of the same paint in Heavy Body (1145)' },
  'Golden 1202': { action: 'drop', why: 'a red-brown for a yellow iron oxide; the OPEN row is wrong the same way, so no source value' },
  'Golden 7202': {
    action: 'drop',
    why: 'a red-brown for a yellow iron oxide; the Heavy Body row is wrong the same way, so no source value',
  },
  'Golden 8572': {
    action: 'drop',
    why: 'not flagged by a rule, but #FFDD33 is the placeholder the source gives all four High Flow Iridescent colours (Copper, Pearl, Silver too), not a measurement',
  },
};
const DROP_NO_SOURCE = 'no other row in the source records this paint, so no value to correct it with';
for (const code of ['1574', '1575', '1576', '1577', '1578', '1573', '8571', '8573', '8574'])
  DECISIONS[`Golden ${code}`] = { action: 'drop', why: DROP_NO_SOURCE };
for (const code of ['116', '127', '128', '186', '224', '234', '239', '310', '316', '317', '330', '331', '434', '810', '035']) {
  DECISIONS[`Liquitex ${code}`] = { action: 'drop', why: DROP_NO_SOURCE };
}

// ---- pigments -----------------------------------------------------------------------------

// Only where the name fixes the pigment (cadmium, cobalt, iron oxide, ...) or where Golden
// publishes the same single pigment for the colour in every line listed.
const BY_NAME: Record<string, string> = {
  'Cadmium Yellow Light': 'PY35',
  'Cadmium Yellow Medium': 'PY35',
  'Cadmium Yellow Dark': 'PY35',
  'Cadmium Yellow Primrose': 'PY35',
  'Cadmium Primrose': 'PY35',
  'Cadmium Orange': 'PO20',
  'Cadmium Red Light': 'PR108',
  'Cadmium Red Medium': 'PR108',
  'Cadmium Red Dark': 'PR108',
  'Ultramarine Blue': 'PB29',
  'Ultramarine Blue Green Shade': 'PB29',
  'Ultramarine Blue Red Shade': 'PB29',
  'Ultramarine Violet': 'PV15',
  'Cobalt Blue': 'PB28',
  'Cerulean Blue, Chromium': 'PB36',
  'Cobalt Teal': 'PG50',
  'Chromium Oxide Green': 'PG17',
  'Titanium White': 'PW6',
  'Zinc White': 'PW4',
  'Carbon Black': 'PBk7',
  'Bone Black': 'PBk9',
  'Ivory Black': 'PBk9',
  'Mars Black': 'PBk11',
  'Nickel Azo Yellow': 'PY150',
  'Bismuth Vanadate Yellow': 'PY184',
  'Titanate Yellow': 'PY53',
  'Yellow Light Hansa': 'PY3',
  'Red Oxide': 'PR101',
  'Transparent Red Iron Oxide': 'PR101',
  'Violet Oxide': 'PR101',
  'Yellow Oxide': 'PY42',
  'Transparent Yellow Iron Oxide': 'PY42',
  'Dioxazine Purple': 'PV23',
  'Anthraquinone Blue': 'PB60',
  'Indanthrene Blue': 'PB60',
  'Pyrrole Red': 'PR254',
  'Pyrrole Orange': 'PO73',
  'Pyrrole Crimson': 'PR264',
  'Phthalo Green (Blue Shade)': 'PG7',
  'Phthalo Green (Yellow Shade)': 'PG36',
  'Phthalocyanine Green Yellow Shade': 'PG36',
};
const GOLDEN_LINES = new Set(['Heavy Body', 'Fluid', 'OPEN Acrylics', 'High Flow']);
const GOLDEN_BY_NAME: Record<string, string> = {
  'Phthalo Blue (Green Shade)': 'PB15:4',
  'Phthalo Blue (Red Shade)': 'PB15:1',
  'Quinacridone Magenta': 'PR122',
  'Quinacridone Red': 'PV19',
  'Quinacridone Violet': 'PV19',
  'Quinacridone Nickel Azo Gold': 'PO48 PY150',
  'Pyrrole Red Light': 'PR255',
  'Naphthol Red Light': 'PR112',
  'Naphthol Red Medium': 'PR170',
  'Diarylide Yellow': 'PY83',
  'Vat Orange': 'PO43',
};

function pigmentsFor(row: SourceRow): string {
  const golden = row.manufacturer === 'Golden' && GOLDEN_LINES.has(row.line) ? GOLDEN_BY_NAME[row.name] : undefined;
  return golden ?? BY_NAME[row.name] ?? '';
}

// ---- output -------------------------------------------------------------------------------

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const slug = (row: SourceRow) =>
  `${row.manufacturer} ${row.line.replace(new RegExp(`^${row.manufacturer} `), '')}`
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-');

function main(): void {
  const rows = [...parseTable('Golden'), ...parseTable('Liquitex')];
  const files = new Map<string, string[][]>();
  const report: string[] = ['| Paint | Line | Code | Recorded | Problem | Decision |', '|---|---|---|---|---|---|'];
  const unused = new Set(Object.keys(DECISIONS));
  const undecided: string[] = [];

  for (const row of rows) {
    const key = `${row.manufacturer} ${row.code}`;
    const problem = problemWith(row.name, row.hex);
    const decision = DECISIONS[key];
    unused.delete(key);
    if (problem && !decision) undecided.push(`${key} ${row.name} (${row.line}): ${problem}`);
    let hex = row.hex;
    let source = `Arcturus5404/miniature-paints ${row.manufacturer}.md @${commit} (MIT)`;
    if (decision) {
      const outcome = decision.action === 'drop' ? `dropped: ${decision.why}` : `corrected to ${decision.hex}: ${decision.why}`;
      report.push(
        `| ${row.manufacturer} ${row.name} | ${row.line} | ${row.code} | ${row.hex} | ${problem ?? 'none flagged (decided by hand)'} | ${outcome} |`,
      );
      if (decision.action === 'drop') continue;
      const stillWrong = problemWith(row.name, decision.hex);
      if (stillWrong) throw new Error(`correction for ${key} fails validation: ${stillWrong}`);
      hex = decision.hex;
      source += `; ${README_REF}`;
    }
    const file = `${slug(row)}.csv`;
    const fields = [row.name, row.manufacturer, row.line, row.code, pigmentsFor(row), hex, 'Acrylic', '', '', '', '', source];
    const fileRows = files.get(file) ?? [];
    fileRows.push(fields);
    files.set(file, fileRows);
  }
  if (undecided.length) throw new Error(`rows flagged without a decision in DECISIONS:\n${undecided.join('\n')}`);
  if (unused.size) throw new Error(`DECISIONS entries matching no source row: ${[...unused].join(', ')}`);

  for (const [file, fileRows] of [...files].sort(([a], [b]) => a.localeCompare(b, 'en'))) {
    fileRows.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? '', 'en') || (a[3] ?? '').localeCompare(b[3] ?? '', 'en'));
    const body = fileRows.map((fields) => fields.map(csvField).join(',')).join('\n');
    writeFileSync(join(outDir, file), `${HEADER}\n${body}\n`);
    process.stdout.write(`${file}: ${fileRows.length} rows\n`);
  }
  process.stdout.write(`\n${report.join('\n')}\n`);
}

main();
