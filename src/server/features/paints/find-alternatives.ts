import { sql } from 'drizzle-orm';
import { normalisePigmentCode } from '../../../common/pigment-codes';
import type { TAlternative } from '../../../common/schemas/paints';
import type { Db } from '../../db/client';
import { CATALOGUE_COLUMNS, cataloguePaintsOf, inMedium, rowsOf } from './catalogue-columns';
import { deltaE2000, labDistance, labOf, roundDeltaE } from './color-difference';

/**
 * Candidates read per request, nearest first by plain Lab distance (CIE76, which the GiST index of
 * migration 0016 answers by walking the index); CIEDE2000 then ranks them here. The two orders
 * differ only among near neighbours, so the top dozen by CIEDE2000 lie well inside the nearest 200 by CIE76.
 */
const PRESELECTED = 200;

/** What alternatives are found for: a catalogue paint or a painter's color. */
export interface AlternativesOf {
  hexCode: string;
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

/**
 * Issue 15: catalogue paints of other manufacturers (in the same medium, where it is known), those
 * of the same pigment composition first (the same set of codes, whatever their spelling or order),
 * then by CIEDE2000 distance to the color.
 * Two statements: the candidates' ids and colors (the same-pigment paints by their index, and the
 * nearest PRESELECTED others by the Lab index), ranked here; then the catalogue facts of the
 * few kept (their pigment numbers are a join per paint, too dear for every candidate).
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
  const found = await db.execute(sql`
    (select p.id, p.lab_l as l, p.lab_a as a, p.lab_b as b, true as same from paints p
      where ${eligible} and p.pigment_set = ${pigmentSet}::text order by ${distance} limit ${PRESELECTED})
    union all
    (select p.id, p.lab_l as l, p.lab_a as a, p.lab_b as b, false as same from paints p
      where ${eligible} and p.pigment_set is distinct from ${pigmentSet}::text order by ${distance} limit ${PRESELECTED})`);
  const candidates = (rowsOf(found) as Array<{ id: string; l: number; a: number; b: number; same: boolean }>).map(({ id, l, a, b, same }) => {
    return { id, same, deltaE: deltaE2000(target, { l, a, b }) };
  });
  candidates.sort((x, y) => Number(y.same) - Number(x.same) || x.deltaE - y.deltaE || x.id.localeCompare(y.id));
  const kept = candidates.slice(0, limit);
  if (kept.length === 0) return [];
  const facts = cataloguePaintsOf(await db.execute(sql`select ${CATALOGUE_COLUMNS} from paints p where p.id = any(${sql.param(kept.map((c) => c.id))}::uuid[])`));
  const byId = new Map(facts.map((paint) => [paint.id, paint]));
  return kept.flatMap(({ id, same, deltaE }) => {
    const paint = byId.get(id);
    return paint ? [{ paint, deltaE: roundDeltaE(deltaE), samePigments: same }] : [];
  });
}
