import { eq, sql } from 'drizzle-orm';
import type { TAlternative } from '#common/schemas/paints.ts';
import type { Db } from '#server/db/client.ts';
import { paints } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { findAlternatives } from './find-alternatives';

/** Issue 15: catalogue paints of other manufacturers that can stand in for this catalogue paint. */
export async function paintAlternatives(options: { db: Db; id: string; limit: number }): Promise<TAlternative[]> {
  const { db, id, limit } = options;
  const [paint] = await db
    .select({
      hexCode: sql<string | null>`coalesce(${paints.hexCode}, ${paints.defaultHexCode})`,
      paintName: paints.paintName,
      pigmentCodes: paints.pigmentCodes,
      manufacturer: paints.manufacturer,
      medium: paints.medium,
    })
    .from(paints)
    .where(eq(paints.id, id));
  if (!paint) throw new AppError('NOT_FOUND', 'Paint not found.');
  // A paint without a color of its own has nothing to be near.
  if (!paint.hexCode) return [];
  return findAlternatives({ db, of: { ...paint, hexCode: paint.hexCode, paintId: id }, limit });
}
