// The pigments a paint's name fixes (data/sources/pigment-names.csv): "Cobalt Blue" is cobalt
// aluminate, PB28, wherever its maker marks a stand-in as a Hue. Each rule is a regular expression
// over the whole normalised name, so "Cobalt Blue Deep" or "Cobalt Blue Hue" is never read as PB28.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

export interface NameRule {
  pattern: RegExp;
  codes: string;
}

/** A name as the sources are matched on: no accents or case, grey spelled gray, punctuation as spaces. */
export const normaliseName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/grey/g, 'gray')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function readNameRules(file: string): NameRule[] {
  const rows = parse(readFileSync(file, 'utf8'), { columns: true, bom: true }) as Array<{ name: string; pigment_codes: string }>;
  return rows.map((rule) => ({ pattern: new RegExp(`^(?:${rule.name})$`), codes: rule.pigment_codes }));
}

/** The pigment codes a paint's name fixes, if any. */
export function codesByName(rules: readonly NameRule[], name: string): string | undefined {
  const key = normaliseName(name);
  return rules.find((rule) => rule.pattern.test(key))?.codes;
}
