// Which source a catalogue row's pigment codes come from, in issue 42's order: a page that agrees,
// the maker's own chart, the licensed dataset, the maker's label as known, the row's own, the name
// (scripts/apply-catalogue-facts.ts writes the rows).
import type { PAINT_COLUMNS } from '#server/features/paints/import/catalogue-rows.ts';
import type { CatalogueLine } from './catalogue-lines';
import { DATASET_SET_ASIDE } from './catalogue-names';
import { codesByName, type NameRule } from './pigment-names';
import type { SwatchPigment } from './swatch-rules';

/** A catalogue row as the files hold it: its columns, as text. */
export type Row = Record<(typeof PAINT_COLUMNS)[number], string>;

export interface Addition {
  manufacturer: string;
  series_name: string;
  paint_name: string;
  pigment_codes: string;
  page: string;
}

/** A paint's pigment codes in rhockman/pigment_database (MIT), as Blick's product pages gave them in 2019. */
export interface DatasetCodes {
  manufacturer: string;
  series_name: string;
  paint_name: string;
  pigment_codes: string;
  commit: string;
}

/** What a maker's label and chart say of a paint (data/sources/maker-facts/<line file>). */
export interface MakerFacts {
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

/** Where a row's pigment codes come from, in issue 42's order of sources. */
export type CodesOrigin =
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

/** A maker-facts note that contradicts the row's earlier codes, rather than only not confirming them. */
const DOUBTED = /^(doubtful|corrected)\b/i;

export interface CodeSources {
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
export function decideCodes(row: Row, { pigmentOf, addition, maker, listed, line, nameRules, report }: CodeSources): CodesOrigin {
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
