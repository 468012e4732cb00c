import { sql } from 'drizzle-orm';
import type { TMatchAnswer } from '#common/color/color-match.ts';
import { MIXING_SET_POINTS } from '#common/color/mixing-set.ts';
import type { TColorMedium } from '#common/constants.ts';
import { lighteningOf } from '#common/lightening.ts';
import type { TPaintMatch } from '#common/schemas/paints.ts';
import type { Db } from '#server/db/client.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import { workerThreads } from '#server/lib/worker-threads.ts';
import { CATALOGUE_COLUMNS, cataloguePaintsOf, inMedium } from './catalogue-columns';
import { labDistance, labOf } from './color-difference';
import type { TMatchTask } from './match-worker';

// Issue 29: "Match a colour" against the whole catalogue of a medium (decision 028). Its paints
// cannot all be mixed with each other (20,000 paints make 200 million pairs), so the search takes
// the tubes a painter would reach for: those nearest the colour, each a little apart from the
// others (many makers sell one paint), and the tube nearest each point of a standard mixing set
// (MIXING_SET_POINTS). Those are searched as a palette is, with the triples among fewer of them.

/** Tubes nearest the colour read from the Lab index, and how many of them, each apart from the others, are kept. */
const NEAREST_READ = 60;
const NEAREST_KEPT = 16;
/** Tubes nearer each other than this (CIE76) are one colour to a mix: the nearest of them stands for all. */
const APART = 2;
/** Triples are searched among this many of the tubes: the answer keeps p95 < 50 ms at 20,000 paints. */
export const CATALOGUE_TRIPLE_PAINTS = 14;
/**
 * Tubes nearer each other than this (CIE76) are not mixed: two makers' Sap Green, or a Yellow Ochre
 * and its Deep, make no recipe a painter would follow; the nearer of them alone is the answer.
 */
const MIXED_APART = 15;

/**
 * The search of mixes runs on a thread of its own (decision 030): one, as the other core is the
 * server's. How many wait for it is bounded by the catalogue's lane (catalogue-answer.ts).
 */
const mixSearches = workerThreads<TMatchTask, TMatchAnswer>({ from: import.meta.url, name: 'match-worker', threads: 1, idleMs: 30_000 });

interface TTube {
  id: string;
  hexCode: string;
  pigmentCodes: string[];
  l: number;
  a: number;
  b: number;
}

/** The tubes the search mixes: the nearest, a few apart, then one per mixing-set point, each once. */
async function tubesFor(db: Db, options: { hex: string; medium: TColorMedium }): Promise<TTube[]> {
  const { hex, medium } = options;
  const set = MIXING_SET_POINTS.filter((point) => medium !== 'Watercolor' || point.watercolour !== false);
  const points = [hex, ...set.map((point) => point.hexCode)].map((code) => labOf(code) ?? { l: 0, a: 0, b: 0 });
  const found = await db.execute(sql`
    select t.n::int as n, c.id, c.hex as "hexCode", c.pigment_codes as "pigmentCodes", c.l, c.a, c.b
    from unnest(${sql.param(points.map((p) => p.l))}::float8[], ${sql.param(points.map((p) => p.a))}::float8[],
      ${sql.param(points.map((p) => p.b))}::float8[]) with ordinality as t(l, a, b, n)
    cross join lateral (
      select p.id, coalesce(p.hex_code, p.default_hex_code) as hex, p.pigment_codes, p.lab_l as l, p.lab_a as a, p.lab_b as b from paints p
      where p.lab_l is not null and ${inMedium(medium)}
      order by ${labDistance({ l: sql`t.l`, a: sql`t.a`, b: sql`t.b` })}
      limit case when t.n = 1 then ${NEAREST_READ} else 1 end) c`);
  const tubes: TTube[] = [];
  const rows = resultRows<TTube & { n: number }>(found);
  const apart = (tube: TTube) =>
    tubes.every((kept) => (kept.l - tube.l) ** 2 + (kept.a - tube.a) ** 2 + (kept.b - tube.b) ** 2 >= APART ** 2);
  for (const row of rows) {
    if (row.n === 1 && tubes.length < NEAREST_KEPT && apart(row)) tubes.push(row);
  }
  for (const row of rows) if (row.n > 1 && !tubes.some((kept) => kept.id === row.id)) tubes.push(row);
  return tubes;
}

/**
 * The closest single tubes, pairs and triples of the catalogue of `medium` for `hex`, as "Match a
 * colour" shows them for a palette; the paints are those the recipes take, with their Buy links.
 * Two statements: the tubes, then the facts of those taken.
 */
export async function matchCatalogue(options: { db: Db; hex: string; medium: TColorMedium }): Promise<TPaintMatch> {
  const { db, medium } = options;
  const hex = options.hex.toUpperCase();
  const tubes = await tubesFor(db, { hex, medium });
  if (tubes.length === 0) return { paints: [], singles: [], pairs: [], triples: [] };
  const answer = await mixSearches.run({
    target: hex,
    paints: tubes.map((tube) => ({ hexCode: tube.hexCode.toUpperCase(), pigmentCodes: tube.pigmentCodes })),
    washes: lighteningOf(medium) === 'water',
    triplePaints: CATALOGUE_TRIPLE_PAINTS,
    apart: MIXED_APART,
  });
  const recipes = [...answer.singles, ...answer.pairs, ...answer.triples];
  const taken = [...new Set(recipes.flatMap((recipe) => recipe.parts.map((part) => part.paint)))];
  const ids = taken.map((index) => tubes[index]?.id ?? '');
  const facts = cataloguePaintsOf(
    await db.execute(sql`select ${CATALOGUE_COLUMNS} from paints p where p.id = any(${sql.param(ids)}::uuid[])`),
  );
  const byId = new Map(facts.map((paint) => [paint.id, paint]));
  const paints = ids.flatMap((id) => byId.get(id) ?? []);
  // A tube deleted between the two statements leaves the recipes it was in out.
  const place = new Map(
    taken.flatMap((index) => {
      const at = paints.findIndex((paint) => paint.id === tubes[index]?.id);
      return at < 0 ? [] : [[index, at] as const];
    }),
  );
  const renumbered = (list: typeof recipes) =>
    list.flatMap((recipe) =>
      recipe.parts.every((part) => place.has(part.paint))
        ? [{ ...recipe, parts: recipe.parts.map((part) => ({ paint: place.get(part.paint) ?? 0, parts: part.parts })) }]
        : [],
    );
  return { paints, singles: renumbered(answer.singles), pairs: renumbered(answer.pairs), triples: renumbered(answer.triples) };
}
