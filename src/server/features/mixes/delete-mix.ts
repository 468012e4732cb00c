import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paletteMixes } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { lockPaletteFor, type PaletteActor } from '../palettes';

/** Deletes a saved mix of a palette its actor may edit; one they may not see is not found. */
export async function deleteMix(options: { db: Db; actor: PaletteActor; id: string }): Promise<void> {
  const { db, actor, id } = options;
  const [found] = await db.select({ paletteId: paletteMixes.paletteId }).from(paletteMixes).where(eq(paletteMixes.id, id));
  if (!found) throw new AppError('NOT_FOUND', 'Mix not found.');
  await inTransaction(db, async (tx) => {
    // Palette first, then what hangs off it: the one lock order (lock-palette.ts).
    await lockPaletteFor(tx, { actor, id: found.paletteId, actions: ['edit'] });
    await tx.delete(paletteMixes).where(eq(paletteMixes.id, id));
  });
}
