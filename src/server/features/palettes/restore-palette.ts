import { eq, sql } from 'drizzle-orm';
import type { TPalette } from '#common/schemas/palette.ts';
import type { Db } from '#server/db/client.ts';
import { colors, paletteMixes, palettes } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { copyColors, copyMixes } from './clone-palette';
import { paletteDto } from './load-palettes';
import { lockPaletteFor } from './lock-palette';
import type { PaletteActor } from './policy';

/**
 * Puts a copy back to its original's current state: colors, saved mixes, grid, tags and notes, in one
 * transaction (the user's changes are lost; the client asks first). Name and favourite stay.
 */
export async function restorePalette(options: { db: Db; actor: PaletteActor; id: string }): Promise<TPalette> {
  const { db, actor, id } = options;
  await inTransaction(db, async (tx) => {
    const { palette: copy } = await lockPaletteFor(tx, { actor, id, actions: ['restore'] });
    const originalId = copy.originalPaletteId;
    if (!originalId) throw new AppError('CONFLICT', 'This palette has no original to restore.');
    const [original] = await tx.select().from(palettes).where(eq(palettes.id, originalId));
    if (!original) throw new AppError('CONFLICT', 'The original palette no longer exists.');
    await tx.delete(colors).where(eq(colors.paletteId, id));
    await tx.delete(paletteMixes).where(eq(paletteMixes.paletteId, id));
    // The master's notes are its curator's, not the copy owner's.
    await copyColors(tx, { from: original.id, to: id, keepPersonal: false });
    await copyMixes(tx, { from: original.id, to: id, keepPersonal: false });
    await tx
      .update(palettes)
      .set({ rows: original.rows, columns: original.columns, tags: original.tags, notes: original.notes, updatedAt: sql`now()` })
      .where(eq(palettes.id, id));
  });
  return paletteDto({ db, actor, id });
}
