import { ilike, or, sql } from 'drizzle-orm';
import { LIMITS } from '#common/constants.ts';
import { compactPigmentPrefix, comparePigmentCodes, normalisePigmentCode } from '#common/pigment-codes.ts';
import type { TPigment } from '#common/schemas/paints.ts';
import type { Db } from '#server/db/client.ts';
import { pigments } from '#server/db/schema/index.ts';
import { escapeLike } from './catalogue-columns';

const pigmentColumns = {
  code: pigments.code,
  commonName: pigments.commonName,
  chemicalClass: pigments.chemicalClass,
  constitutionNumber: pigments.constitutionNumber,
  hueFamily: sql<TPigment['hueFamily']>`${pigments.hueFamily}`,
  bias: sql<TPigment['bias']>`${pigments.bias}`,
  shadesVary: pigments.shadesVary,
  tintingStrength: sql<TPigment['tintingStrength']>`${pigments.tintingStrength}`,
  dye: pigments.dye,
  lightfastness: sql<TPigment['lightfastness']>`${pigments.lightfastness}`,
  lightfastnessNote: pigments.lightfastnessNote,
  factsSource: pigments.factsSource,
};

/** How well a pigment answers what was typed: the code itself, a code beginning, a name beginning, anything else. */
function rankFor(query: string) {
  const code = normalisePigmentCode(query);
  const prefix = compactPigmentPrefix(query);
  const lower = query.toLowerCase();
  return (p: TPigment) => (p.code === code ? 0 : p.code.startsWith(prefix) ? 1 : p.commonName.toLowerCase().startsWith(lower) ? 2 : 3);
}

/**
 * The Colour Index pigments, in chart order. With a query (3+ characters, checked by the route):
 * the best 10 of those whose code begins with it ('pb 1' -> PB15, PB16...) or whose name or
 * chemical class contains it ('ultra' -> PB29). The table holds a few hundred rows.
 */
export async function listPigments(options: { db: Db; query?: string }): Promise<TPigment[]> {
  const { db, query } = options;
  if (!query) {
    const all = await db.select(pigmentColumns).from(pigments);
    return all.sort((a, b) => comparePigmentCodes(a.code, b.code));
  }
  const contains = `%${escapeLike(query)}%`;
  const found = await db
    .select(pigmentColumns)
    .from(pigments)
    .where(
      or(
        sql`${pigments.code} like ${`${escapeLike(normalisePigmentCode(query) ?? compactPigmentPrefix(query))}%`}`,
        ilike(pigments.commonName, contains),
        ilike(pigments.chemicalClass, contains),
      ),
    );
  const rank = rankFor(query);
  return found.sort((a, b) => rank(a) - rank(b) || comparePigmentCodes(a.code, b.code)).slice(0, LIMITS.suggestions);
}
