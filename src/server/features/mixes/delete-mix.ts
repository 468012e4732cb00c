import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { paletteMixes } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { lockPaletteFor, type PaletteActor } from '#server/features/palettes/index.ts';
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
