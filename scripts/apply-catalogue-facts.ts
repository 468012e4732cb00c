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
import { PAINT_COLUMNS } from '../src/server/features/paints/import/catalogue-rows';
import { CATALOGUE_LINES, type CatalogueLine, type CatalogueMedium } from './catalogue-lines';
import { codesByName, type NameRule, normaliseName, readNameRules } from './pigment-names';
import { type SwatchFinding, type SwatchPigment, type SwatchRow, swatchFindings } from './swatch-rules';

const repoRoot = resolve(import.meta.dirname, '..');
const paintsDir = join(repoRoot, 'data', 'paints');
const sourcesDir = join(repoRoot, 'data', 'sources');
// The catalogue's columns, as the importer reads them.
const HEADER = PAINT_COLUMNS;
type Row = Record<(typeof HEADER)[number], string>;

/** The swatch file a medium's charts are recorded in (data/sources). */
const swatchFileOf = (medium: CatalogueMedium) => `artistassistapp-${medium.toLowerCase()}-swatches.csv`;

/** The media whose rows are held to the swatch rules: their swatches are the charts' as recorded. */
const SWATCH_RULE_MEDIA: readonly CatalogueMedium[] = ['Watercolor', 'Oil', 'Gouache'];

/** Our name -> the source's, by manufacturer: the same tube, spelled otherwise. */
const ALIASES: Record<string, Record<string, string>> = {
  'Daniel Smith': {
    Aureolin: 'Aureolin (Cobalt Yellow)',
    'Van Dyke Brown': 'Van Dyck Brown',
    'Minnesota Pipestone': 'Minnesota Pipestone Genuine',
  },
  'Winsor & Newton': { 'Titanium White': 'Titanium White (Opaque White)' },
  Schmincke: {
    'Cadmium yellow middle': 'Cadmium Yellow Medium',
    'Cadmium red middle': 'Cadmium Red Medium',
    'Translucent orange': 'Translucent Orange / Transparent Orange',
    "Potter's pink": 'Potters Pink',
    // Colour number 102, sold as Chinese white before.
    'Chinese white': 'Permanent Chinese White',
  },
  'M. Graham': { 'Bismuth Vanadate Yellow': 'Bismuth Yellow' },
  Holbein: {
    Opera: 'Opera (Quinacridone Opera)',
    'Bright Rose': 'Bright Rose (Luminous)',
    // Sold as Rose Violet before; the chart gives both names.
    'Quinacridone Magenta': 'Quinacridone Magenta (Rose Violet)',
    'Viridian Hue': 'Virdian Hue',
    'Permanent Green No.1': 'Permanent Green #1',
    'Permanent Green No.2': 'Permanent Green #2',
    'Jaune Brillant No.1': 'Jaune Brillant #1',
    'Jaune Brillant No.2': 'Jaune Brillant #2',
  },
};
/** Chart records a knowledge line deliberately leaves out (the paint is a row under another name). */
const LEFT_OUT: Record<string, string> = {
  // The chart lists Rose Violet as the former name of Quinacridone Magenta, already a row.
  'Holbein\u0000Rose Violet': 'former name of Quinacridone Magenta',
};

/** A maker-facts note that contradicts the row's earlier codes, rather than only not confirming them. */
const DOUBTED = /^(doubtful|corrected)\b/i;

/**
 * Our name -> rhockman/pigment_database's (data/sources/pigment-database-watercolors.csv), by line: the
 * same tube as Blick's pages named it in 2019, abbreviations and typos included. Names that are one
 * word apart but may be two paints (Da Vinci Hansa Yellow Light and "Hansa Yellow Light Lemon") are not listed.
 */
const DATASET_ALIASES: Record<string, Record<string, string>> = {
  'Blockx/Watercolours': {
    'Naples Yellow Red.': 'Naples Yellow Reddish',
    'Van Dijck Brown': 'Van Dyck Brown',
    'Fr. Ultramarine Blue Light': 'French Ultramarine Blue Light',
    'Fr. Ultramarine Blue Deep': 'French Ultramarine Blue Deep',
  },
  'Da Vinci/Artist Watercolor': {
    'Aureolin (Mixture)': 'Aureolin Mix',
    'Alizarin Crimson (Quinacridone)': 'Quinacridone Alizarin Crimson',
    'Arylide Yellow FGL': 'Arylide Yellow',
    'Brown Madder (Quinacridone)': 'Quinacridone Brown Madder',
    'Carmine (Quinacridone)': 'Quinacridone Carmine',
    'French Ultramarine (Red Shade)': 'French Ultramarine',
    'Manganese Blue (Mixture)': 'Manganese Blue Mix',
    'Permanent Magenta (Quinacridone)': 'Quinacridone Permanent Magenta',
    'Permanent Rose (Quinacridone)': 'Quinacridone Permanent Rose',
    'Permanent Red': 'Red (Permanent)',
    'Rose Dore (Quinacridone)': 'Quinacridone Rose Dore',
    'Rose Madder Quinacridone': 'Quinacridone Rose Madder',
    'Red Rose Deep (Quinacridone)': 'Quinacridone Rose Red Deep',
    'Terra Cotta': 'Terra Cotta (Light Red)',
  },
  'Daniel Smith/Extra Fine': {
    Aureolin: 'Aureolin Cobalt Yellow',
    'Cadmium Yellow Medium Hue': 'Cadmium Yellow Med Hue',
    'Van Dyke Brown': 'Van Dyck Brown',
    'Deep Sap Green': 'Sap Green Deep',
  },
  "Holbein/Artists' Watercolor": {
    'Bright Violet (Luminous)': 'Bright Violet',
    'Permanent Green No.1': 'Permanent Green #1',
    'Permanent Green No.2': 'Permanent Green #2',
    'Jaune Brillant No.1': 'Juane Brilliant #1',
    'Jaune Brillant No.2': 'Juane Brilliant #2',
    'Jaune Brillant #1': 'Juane Brilliant #1',
    'Jaune Brillant #2': 'Juane Brilliant #2',
    'Titanium White (Opaque White)': 'Titanium White',
    'Pyrrole Rubin': 'Pyrrole Rubine',
    'Quinacridone Scarlet (Cherry Red)': 'Quinacridone Scarlet',
    'Quinacridone Violet (Permanent Magenta)': 'Quinacridone Violet',
    'Vermilion Hue': 'Vermilioin Hue',
    'Van Dyke Brown': 'Vandyke Brown',
  },
  "M. Graham/Artists' Watercolor": {
    'Bismuth Vanadate Yellow': 'Bismuth Yellow',
    'Phthalocyanine Blue': 'Phthalo Blue',
    'Phthalocyanine Green': 'Phthalo Green',
    'Phthalocyanine Blue Red Shade': 'Phthalo Blue Red Shade',
    'Phthalocyanine Green Yellow Shade': 'Phthalo Green Yellow Shade',
    'Sap Green': 'Sap Green Permanent',
    'Titanium White': 'Titanium White Opaque',
    'Transparent Orange Iron Oxide': 'Transparent Orange Oxide',
    'Transparent Red Iron Oxide': 'Transparent Red Oxide',
    'Transparent Yellow Iron Oxide': 'Transparent Yellow Oxide',
  },
  'Maimeri/Blu': {
    'Cadmium Orange': 'Cad Org',
    'Pyrolle Orange': 'Pyrrole Orange',
    'Cadmium Yellow Deep': 'CadmiumYellow Deep',
    'Permanent Yellow Orange': 'Perm Yellow Orange',
    'Permanent Yellow Deep': 'Perm Yellow Deep',
    'Permanent Carmine': 'Perm Carmine',
    'Permanent Red Deep': 'Perm Red Deep',
    'Primary Red': 'Primary Red Magenta',
    'Pyrolle Red': 'Pyrrole Red',
    'Cupric Green Light': 'Cupric Green Phthalo Light',
    'Cupric Green Deep': 'Cupric Green Phthalo Deep',
    "Hooker's Green": 'Hookers Grn',
    'Cerulean Sky Blue': 'Cerul Sky Blue',
    'Permanent Violet Blue': 'Perm Violet Bluish',
  },
  'Mijello/Mission Gold Class': {
    'Quinacridone Permanent Rose': 'Permanent Rose',
    'Quinacridone Crimson Lake': 'Crimson Lake',
    'Quinacridone Permanent Magenta': 'Perm Magenta',
    'Lemon Yellow': 'Lmn Ylw',
    'Permanent Yellow Light': 'Perm Ylw Lt',
    'Permanent Yellow Deep': 'Perm Ylw Dp',
    "Hooker's Green": 'Hookers Grn',
    'Cobalt Blue No.1': 'Cblt Blue1',
    'Cobalt Blue No.2': 'Cblt Blue2',
    'Bright Opera': 'Opera',
    'Yellow Ochre No.1': 'Yellow Ochre No. 1 Transparent',
    'Yellow Ochre No.2': 'Yellow Ochre No. 2 Opaque',
    'Van Dyke Brown': 'Vandyke Brown',
    'Quinacridone Cherry Red': 'Cherry Red',
    'Shadow Green': 'Shadow Grn',
    'Raw Sienna No.2': 'Raw Sienna No2',
  },
  'Old Holland/Classic Watercolour': {
    'Alazarin Crimson Lake Extra': 'Alizarin Crimson Lake Extra',
    'Carmine Lake Extra': 'Carmin Lake Extra',
    'Caribbean Blue': 'Carribean Blue',
    'Cobalt Blue Turquiose Light': 'Cobalt Blue Turquoise Light',
    "Hooker's Green Lake Deep": "Hooker's Green Lake Deep Extra",
    "Hooker's Green Lake Light": "Hooker's Green Lake Light Extra",
    'Indian Yellow Orange Lake': 'Indian Yellow Orange Lake Extra',
    'Manganese Blue Deep Extra': 'Manganese Blue Deep',
    'Old Deft Blue': 'Old Delft Blue',
    'Prussian Blue Extra': 'Parisian (Prussian) Blue Extra',
    'Scheveningen Purple': 'Scheveningen Purple Brown',
    'Ultramarine Blue Deep': 'Ultra Blue Deep',
    'Van Dyck Brown (Cassel) Extra': 'Van Dyke Brown (Cassel) Extra',
  },
  'Golden/QoR Watercolors': {
    'Benzimidazolone Yellow': 'Benzimdazolane Yellow',
    'Bohemian Green Earth': 'Bohemiam Green Earth',
    'Titan Buff': 'Titanium Buff',
    'Turquoise (Phthalo)': 'Phthalo Turquoise',
  },
  'Royal Talens/Rembrandt Watercolour': {
    'Permanent Lemon Yellow': 'Permanent Yellow Lemon',
    'Vandyke Brown': 'Van Dyke Brown',
    'Hooker Green Light': 'Hookers Green Light',
    'Hooker Green Deep': 'Hookers Green Deep',
    'Phthalo Blue Greenish': 'Phthalo Blue Green',
    'Phthalo Blue Reddish': 'Phthalo Blue Red',
    'Transparent Oxide Red': 'Transparent Red Oxide',
    'Permanent Madder Purple': 'Permanent Madder Lake Purple',
    'Permanent Madder Light': 'Permanent Madder Lake Light',
    'Permanent Madder Brownish': 'Permanent Madder Lake Brown',
    'Green Earth': 'Terre Verte',
    'Blue Violet': 'Permanent Blue Violet',
  },
  'Schmincke/Horadam': {
    'Chinese white': 'Permanent Chinese White',
    'Translucent orange': 'Transparent Orange',
    'Translucent Yellow': 'Transparent Yellow',
    'Chromium Yellow Hue Lemon': 'Chrome Yellow Lemon',
    'Chromium Yellow Hue Light': 'Chrome Yellow Light',
    'Chrome Yellow Deep LF (Chromium Yellow Hue Deep)': 'Chrome Yellow Deep',
    'Chrome Organge LF (Chromium Orange Hue)': 'Chrome Orange',
    'Brilliant Yellow Dark (Jaune Brilliant Dark)': 'Brilliant Yellow Dark',
    'Naples Yellow Redd.': 'Naples Yellow Red',
    'Phthalo Saphire Blue': 'Phthalo Sapphire Blue',
    'Phthlao Blue': 'Phthalo Blue',
    'Cobalt Blue Hue': 'Cobalt Blue Tone',
    'Dark Blue': 'Dark Blue Indigo',
    'Mahagony Brown': 'Mahogany Brown',
    'Aureolin Hue': 'Aureolin Modern',
  },
  "Sennelier/L'Aquarelle": {
    'Phtalocyanine Blue': 'Phthalo Blue',
    'Phthalocyanine Turquoise': 'Phthalo Turquoise',
    'Blue Indanthrene': 'Blue Indantrhrene',
    'Scarlet Lacquer': 'Scarlet Laquer',
    'French Vermillion': 'French Vermilion',
    'Magenta Permanent': 'Permanent Magenta',
  },
  'Winsor & Newton/Professional Watercolour': {
    'Ultramarine (Green Shade)': 'Ultramarine Blue (Green Shade)',
    'Winsor Violet (Dioxazine)': 'Winsor Violet',
  },
};

/**
 * Dataset entries not taken, each contradicted by what its pigments are: a painter's read of the
 * dataset beside the swatches (issue 42).
 */
const DATASET_SET_ASIDE: Record<string, string> = {
  "M. Graham/Artists' Watercolor/Cobalt Teal":
    'PB28 is cobalt aluminate blue; a cobalt teal is cobalt titanate (PG50) or cobalt chromite (PB36)',
  'Schmincke/Horadam/Hematite Black': 'PG17, chromium oxide green, is no black; hematite is an iron oxide',
};

/** A name as the dataset is matched on: as `normaliseName`, and an apostrophe dropped ("Hookers", "Paynes"). */
const datasetKeyOf = (manufacturer: string, line: string, name: string) =>
  `${manufacturer}\u0000${line}\u0000${normaliseName(name.replace(/['\u2018\u2019]/g, ''))}`;

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

/** A paint's pigment codes in rhockman/pigment_database (MIT), as Blick's product pages gave them in 2019. */
interface DatasetCodes {
  manufacturer: string;
  series_name: string;
  paint_name: string;
  pigment_codes: string;
  commit: string;
}

/** What a maker's label and chart say of a paint (data/sources/maker-facts/<line file>). */
interface MakerFacts {
  manufacturer: string;
  series_name: string;
  product_code: string;
  paint_name: string;
  pigment_codes: string;
  /** `knowledge`; `chart <URL>`, a stored copy of the maker's own chart; or `page`, a stored page listing the labels. */
  basis: string;
  /** A stored public page that gives the same codes. */
  page: string;
  maker_lightfastness: string;
  lightfastness: string;
  granulation: string;
  staining: string;
  maker_opacity: string;
  note: string;
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

/** Where a row's pigment codes come from, in issue 42's order of sources. */
type CodesOrigin =
  /** data/sources/pigment-codes-added.csv, with the page that agrees where there is one. */
  | { kind: 'added'; page: string }
  /** The maker's own chart page, or its labels as known or listed by a page (data/sources/maker-facts). */
  | { kind: 'maker'; maker: MakerFacts }
  /** rhockman/pigment_database (MIT): Blick's product pages of 2019. */
  | { kind: 'dataset'; listed: DatasetCodes; agrees: boolean }
  /** The label's codes are in doubt (the row's earlier ones contradicted), and unknown. */
  | { kind: 'doubted' }
  /** The pigment its name names (data/sources/pigment-names.csv). */
  | { kind: 'name' }
  /** The row's own: compiled from knowledge, or the acrylic dataset's; or none. */
  | { kind: 'own' };

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
  else parts.push('ratings by pigment rule; hex estimated');
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

interface CodeSources {
  /** A pigment's facts (pigments.csv). */
  pigmentOf: (code: string) => SwatchPigment | undefined;
  addition?: Addition;
  maker?: MakerFacts;
  listed?: DatasetCodes;
  line: CatalogueLine;
  nameRules: readonly NameRule[];
  /** What the sources disagree on, or what they corrected, for the report. */
  report: string[];
}

/**
 * A row's pigment codes and where they come from: a page that agrees (pigment-codes-added), the
 * maker's own chart page, the licensed dataset, the label as known, the row's own, the name.
 */
function decideCodes(row: Row, { pigmentOf, addition, maker, listed, line, nameRules, report }: CodeSources): CodesOrigin {
  const paint = `${row.manufacturer} ${row.series_name} ${row.paint_name}`;
  // Codes a source gave are its to give again: a row's codes from the name, a dataset or a maker's label are rebuilt.
  if (/pigment-names|maker-facts|pigment_database/.test(row.source)) row.pigment_codes = '';
  const set = (codes: string, origin: CodesOrigin): CodesOrigin => {
    if (row.pigment_codes && row.pigment_codes !== codes)
      report.push(`codes corrected: ${paint}: ${row.pigment_codes} -> ${codes || 'unknown'}`);
    row.pigment_codes = codes;
    return origin;
  };
  const label = maker?.pigment_codes ?? '';
  const named = line.namesPigments ? codesByName(nameRules, row.paint_name) : undefined;
  if (addition) return set(addition.pigment_codes, { kind: 'added', page: addition.page });
  if (label && /^chart /.test(maker?.basis ?? '') && maker) return set(label, { kind: 'maker', maker });
  // A dataset's codes none of which is of the colour family of the pigment the paint's name fixes are a
  // copying error, not a formulation (Blick listed a Maimeri Ultramarine Blue as PV15, ultramarine violet).
  // A maker may reach the named colour otherwise (a cadmium orange of PR108 and PY35, a natural PR102
  // Venetian red, a PV55 quinacridone violet): those are taken.
  const setAside = listed ? DATASET_SET_ASIDE[`${row.manufacturer}/${row.series_name}/${row.paint_name}`] : undefined;
  if (listed && setAside) report.push(`codes not taken: ${paint}: the dataset's ${listed.pigment_codes}: ${setAside}`);
  else if (listed && named && !ofFamilies(listed.pigment_codes, named, pigmentOf))
    report.push(
      `codes not taken: ${paint}: the dataset's ${listed.pigment_codes} holds no pigment of the family of ${named}, the pigment its name fixes`,
    );
  else if (listed) {
    // The label as known may name the same pigments more closely (PB15:3 where Blick wrote PB15): then they agree, and it is kept.
    const agrees = Boolean(label) && namesSame(listed.pigment_codes, label);
    if (label && !agrees)
      report.push(`codes the sources disagree on: ${paint}: the dataset ${listed.pigment_codes}, the label as known ${label}`);
    return set(agrees ? label : listed.pigment_codes, { kind: 'dataset', listed, agrees });
  }
  if (label && maker) return set(label, { kind: 'maker', maker });
  // A label's reader found the row's earlier codes contradicted ("doubtful: pages disagree", "corrected: not PB16").
  if (DOUBTED.test(maker?.note ?? '')) return set('', { kind: 'doubted' });
  if (row.pigment_codes) return { kind: 'own' };
  return named ? set(named, { kind: 'name' }) : { kind: 'own' };
}

/**
 * Whether two lists name the same pigments, in the same order, the second perhaps more closely: a
 * code with a crystal form or variant (PB15:3, PR48:4) matches its bare code (PB15, PR48).
 */
function namesSame(general: string, close: string): boolean {
  const a = general.split(' ');
  const b = close.split(' ');
  return a.length === b.length && a.every((code, i) => code === b[i] || b[i]?.startsWith(`${code}:`));
}

/** The families an orange is mixed from as well as its own. */
const FAMILIES_OF: Record<string, readonly string[]> = { orange: ['orange', 'red', 'yellow'] };

/**
 * Whether codes hold a pigment of the colour family of each of `named`'s pigments (pigments.csv); a
 * pigment made in several shades (PV19 from rose to violet) holds no family to hold them to.
 */
function ofFamilies(codes: string, named: string, pigmentOf: (code: string) => SwatchPigment | undefined): boolean {
  const families = new Set(codes.split(' ').map((code) => pigmentOf(code)?.hueFamily));
  return named.split(' ').every((code) => {
    const pigment = pigmentOf(code);
    if (!pigment || pigment.shadesVary) return true;
    return (FAMILIES_OF[pigment.hueFamily] ?? [pigment.hueFamily]).some((one) => families.has(one));
  });
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
