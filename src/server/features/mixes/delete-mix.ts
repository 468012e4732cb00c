import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paletteMixes } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { lockPaletteFor, type PaletteActor } from '../palettes';
import { paletteOfMix } from './load-mix';

/** Deletes a saved mix of a palette its actor may edit; one they may not see is not found. */
export async function deleteMix(options: { db: Db; actor: PaletteActor; id: string }): Promise<void> {
  const { db, actor, id } = options;
  const paletteId = await paletteOfMix(db, id);
  await inTransaction(db, async (tx) => {
    // Palette first, then what hangs off it: the one lock order (lock-palette.ts).
    await lockPaletteFor(tx, { actor, id: paletteId, actions: ['edit'] });
    await tx.delete(paletteMixes).where(eq(paletteMixes.id, id));
  });
}
