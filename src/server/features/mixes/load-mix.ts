import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { paletteMixes } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

/** The palette a saved mix is on (whether its actor may change it is decided on the locked palette); none is not found. */
export async function paletteOfMix(db: Db, id: string): Promise<string> {
  const [found] = await db.select({ paletteId: paletteMixes.paletteId }).from(paletteMixes).where(eq(paletteMixes.id, id));
  if (!found) throw new AppError('NOT_FOUND', 'Mix not found.');
  return found.paletteId;
}
