import { sql } from 'drizzle-orm';
import type { TNearestPaint } from '#common/schemas/paints.ts';
import type { Db } from '#server/db/client.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import { CATALOGUE_COLUMNS, cataloguePaintsOf, inMedium } from './catalogue-columns';
import { deltaE2000, labDistance, labOf, roundDeltaE } from './color-difference';

/** Candidates per color, nearest first by plain Lab distance; CIEDE2000 picks among them. */
const PRESELECTED = 20;

/**
 * Issue 15: for each color (a mix in the mixing preview), the catalogue paint nearest to it by
 * CIEDE2000, of that medium when one is given. Two statements whatever the number of colors: each
 * color's nearest candidates by the Lab index (a lateral walk per color), then the facts of the
 * paints kept.
 */
export async function nearestPaints(options: { db: Db; hexCodes: readonly string[]; medium: string | null }): Promise<TNearestPaint[]> {
  const { db, hexCodes, medium } = options;
  // Valid hex codes (the query's schema) always have a Lab.
  const targets = hexCodes.map((hex) => labOf(hex) ?? { l: 0, a: 0, b: 0 });
  const found = await db.execute(sql`
    select t.n::int as n, c.id, c.l, c.a, c.b
    from unnest(${sql.param(targets.map((t) => t.l))}::float8[], ${sql.param(targets.map((t) => t.a))}::float8[],
      ${sql.param(targets.map((t) => t.b))}::float8[]) with ordinality as t(l, a, b, n)
    cross join lateral (
      select p.id, p.lab_l as l, p.lab_a as a, p.lab_b as b from paints p
      where p.lab_l is not null and ${inMedium(medium)}
      order by ${labDistance({ l: sql`t.l`, a: sql`t.a`, b: sql`t.b` })} limit ${PRESELECTED}) c`);
  const best = new Map<number, { id: string; deltaE: number }>();
  for (const { n, id, l, a, b } of resultRows<{ n: number; id: string; l: number; a: number; b: number }>(found)) {
    const target = targets[n - 1];
    if (!target) continue;
    const deltaE = deltaE2000(target, { l, a, b });
    const held = best.get(n);
    if (!held || deltaE < held.deltaE || (deltaE === held.deltaE && id < held.id)) best.set(n, { id, deltaE });
  }
  const ids = [...new Set([...best.values()].map((kept) => kept.id))];
  const facts =
    ids.length > 0
      ? cataloguePaintsOf(await db.execute(sql`select ${CATALOGUE_COLUMNS} from paints p where p.id = any(${sql.param(ids)}::uuid[])`))
      : [];
  const byId = new Map(facts.map((paint) => [paint.id, paint]));
  return hexCodes.map((hexCode, index) => {
    const kept = best.get(index + 1);
    const paint = kept ? byId.get(kept.id) : undefined;
    return kept && paint ? { hexCode, paint, deltaE: roundDeltaE(kept.deltaE) } : { hexCode, paint: null, deltaE: null };
  });
}
