import { sql } from 'drizzle-orm';
import { normalisePigmentCode } from '#common/pigment-codes.ts';
import type { TAlternative } from '#common/schemas/paints.ts';
import type { Db } from '#server/db/client.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import { CATALOGUE_COLUMNS, cataloguePaintsOf, inMedium } from './catalogue-columns';
import { deltaE2000, labDistance, labOf, roundDeltaE } from './color-difference';

/**
 * Candidates read per request, nearest first by plain Lab distance (CIE76, which the GiST index of
 * migration 0016 answers by walking the index); CIEDE2000 then ranks them here. The two orders
 * differ only among near neighbours, so the top dozen by CIEDE2000 lie well inside the nearest 200 by CIE76.
 */
const PRESELECTED = 200;

/**
 * Issue 25: a paint of the same pigments, or of the same name, comes before nearer others only when
 * it is also this close in color (CIEDE2000): within it two swatches read as one color on paper,
 * beyond it they do not, whatever they share (a burnt sienna and a raw umber are both PBr7).
 */
export const KIN_DELTA_E = 10;

/**
 * Issue 42: how close a candidate's kinship is, first to last. The same pigments under the same name
 * are the twin. Where the pigments name the paint, the same pigments come next, before the same name
 * whatever their colours (a Cerulean without codes may be a phthalo hue). A pigment made in several
 * shades does not name it (PBr7 is burnt sienna and raw umber alike): then the same pigments and the
 * same name are kin alike, nearest first.
 */
function kinRank(candidate: { samePigments: boolean; sameName: boolean; deltaE: number }, pigmentsNamePaint: boolean): number {
  if (candidate.deltaE > KIN_DELTA_E || !(candidate.samePigments || candidate.sameName)) return 3;
  if (candidate.samePigments && candidate.sameName) return 0;
  return candidate.samePigments && pigmentsNamePaint ? 1 : 2;
}

/** What alternatives are found for: a catalogue paint or a painter's color. */
export interface AlternativesOf {
  hexCode: string;
  /** Its name: a paint of the same name by another maker is its kin (Payne's Grey and Payne's Gray). */
  paintName: string;
  pigmentCodes: readonly string[];
  manufacturer: string | null;
  /** Its medium, where known: a watercolor's alternatives are watercolors (an acrylic is not the same paint). */
  medium: string | null;
  /** The catalogue paint itself, never its own alternative. */
  paintId?: string;
}

/** The pigment composition as the catalogue keys it (paint_pigment_set): distinct codes, sorted, space-joined. */
export function pigmentSetOf(codes: readonly string[]): string | null {
  const canonical = [...new Set(codes.map((code) => normalisePigmentCode(code)).filter((code) => code !== null))].sort();
  return canonical.length > 0 ? canonical.join(' ') : null;
}

/** A name as the name index reads it, in both spellings of grey: 'payne''s grey', 'payne''s gray'. */
function nameSpellings(name: string): string[] {
  const lower = name.trim().toLowerCase();
  return [...new Set([lower, lower.replace(/grey/g, 'gray'), lower.replace(/gray/g, 'grey')])];
}

/**
 * Issue 15 and 25: catalogue paints of other manufacturers (in the same medium, where it is known)
 * that can stand in for a color. Its kin come first when within KIN_DELTA_E of it: the same pigment
 * composition (whatever the codes' spelling or order), then the same name (kinRank); every other
 * paint, kin or not, follows by CIEDE2000 distance. A color without pigment codes is compared by color
 * and name alone. Two statements: the candidates' ids and colors (the same-pigment paints by their
 * index, the same-name paints by the name index, and the nearest PRESELECTED by the Lab index),
 * ranked here; then the catalogue facts of the few kept (their pigment numbers are a join per
 * paint, too dear for every candidate).
 */
export async function findAlternatives(options: { db: Db; of: AlternativesOf; limit: number }): Promise<TAlternative[]> {
  const { db, of, limit } = options;
  const target = labOf(of.hexCode);
  if (!target) return [];
  const pigmentSet = pigmentSetOf(of.pigmentCodes);
  const maker = of.manufacturer?.trim().toLowerCase() ?? null;
  // Nearest first by the Lab index; ties are broken below.
  const distance = labDistance(target);
  const eligible = sql`p.lab_l is not null and lower(p.manufacturer) is distinct from ${maker}::text and p.id is distinct from ${of.paintId ?? null}::uuid
    and ${inMedium(of.medium)}`;
  const names = sql`${sql.param(nameSpellings(of.paintName))}::text[]`;
  // Whether the paint's pigments name it: none of them is made in several shades (pigments.shades_vary).
  const codes = sql`${sql.param(pigmentSet?.split(' ') ?? [])}::text[]`;
  const kin = sql`(p.pigment_set is not distinct from ${pigmentSet}::text and ${pigmentSet}::text is not null) as same_pigments,
    (lower(p.paint_name) collate "C") = any(${names}) as same_name,
    not exists (select 1 from pigments g where g.code = any(${codes}) and g.shades_vary) as pigments_name_paint`;
  const found = await db.execute(sql`
    (select p.id, p.lab_l as l, p.lab_a as a, p.lab_b as b, ${kin} from paints p
      where ${eligible} and p.pigment_set = ${pigmentSet}::text order by ${distance} limit ${PRESELECTED})
    union
    (select p.id, p.lab_l as l, p.lab_a as a, p.lab_b as b, ${kin} from paints p
      where ${eligible} and (lower(p.paint_name) collate "C") = any(${names}) order by ${distance} limit ${PRESELECTED})
    union
    (select p.id, p.lab_l as l, p.lab_a as a, p.lab_b as b, ${kin} from paints p
      where ${eligible} order by ${distance} limit ${PRESELECTED})`);
  const rows = resultRows<{
    id: string;
    l: number;
    a: number;
    b: number;
    same_pigments: boolean;
    same_name: boolean;
    pigments_name_paint: boolean;
  }>(found);
  const candidates = rows.map(({ id, l, a, b, same_pigments: samePigments, same_name: sameName, pigments_name_paint: named }) => {
    const deltaE = deltaE2000(target, { l, a, b });
    return { id, samePigments, sameName, deltaE, rank: kinRank({ samePigments, sameName, deltaE }, named) };
  });
  candidates.sort((x, y) => x.rank - y.rank || x.deltaE - y.deltaE || x.id.localeCompare(y.id));
  const kept = candidates.slice(0, limit);
  if (kept.length === 0) return [];
  const facts = cataloguePaintsOf(
    await db.execute(sql`select ${CATALOGUE_COLUMNS} from paints p where p.id = any(${sql.param(kept.map((c) => c.id))}::uuid[])`),
  );
  const byId = new Map(facts.map((paint) => [paint.id, paint]));
  return kept.flatMap(({ id, samePigments, sameName, deltaE }) => {
    const paint = byId.get(id);
    return paint ? [{ paint, deltaE: roundDeltaE(deltaE), samePigments, sameName }] : [];
  });
}
