import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { palettes } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { recordServerEvent } from '#server/features/analytics/index.ts';
import { lockPaletteFor } from './lock-palette';
import type { PaletteActor } from './policy';

/**
 * Deletes a palette; its colors and their tag links go with it (ON DELETE CASCADE). A master takes
 * the copies it pushed to users along, in the same transaction; copies users made themselves stay.
 */
export async function deletePalette(options: { db: Db; actor: PaletteActor; id: string }): Promise<void> {
  const { db, actor, id } = options;
  await inTransaction(db, async (tx) => {
    const { palette } = await lockPaletteFor(tx, { actor, id, actions: ['delete'] });
    if (palette.isOriginal) {
      await tx.delete(palettes).where(and(eq(palettes.originalPaletteId, id), eq(palettes.isPushedByAdmin, true)));
    }
    await tx.delete(palettes).where(eq(palettes.id, id));
    // Issue 30: a distributed copy of a master removed, for the curated palettes' insights (the
    // master's copies going with it are not people's choice; an own copy made from it is not a
    // distributed one).
    if (palette.originalPaletteId && palette.isPushedByAdmin) {
      await recordServerEvent({ db: tx, name: 'copy_removed', userId: palette.userId, masterId: palette.originalPaletteId });
    }
  });
}
