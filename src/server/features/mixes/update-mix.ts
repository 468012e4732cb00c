import { eq } from 'drizzle-orm';
import type { TMix } from '#common/schemas/mix.ts';
import type { Db } from '#server/db/client.ts';
import { paletteMixes } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { lockPaletteFor, type PaletteActor } from '#server/features/palettes/index.ts';
import { paletteOfMix } from './load-mix';
import { toMixDto } from './mix-dto';

/** Changes a saved mix's note, on a palette its actor may edit; a mix they may not see is not found. */
export async function updateMixNote(options: { db: Db; actor: PaletteActor; id: string; notes: string | null }): Promise<TMix> {
  const { db, actor, id, notes } = options;
  const paletteId = await paletteOfMix(db, id);
  const row = await inTransaction(db, async (tx) => {
    // Palette first, then what hangs off it: the one lock order (lock-palette.ts).
    await lockPaletteFor(tx, { actor, id: paletteId, actions: ['edit'] });
    const [updated] = await tx.update(paletteMixes).set({ notes }).where(eq(paletteMixes.id, id)).returning();
    return updated;
  });
  if (!row) throw new AppError('NOT_FOUND', 'Mix not found.');
  return toMixDto(row, { showNotes: true });
}
