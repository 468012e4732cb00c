import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { colors } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { lockPaletteFor, type PaletteActor } from '#server/features/palettes/index.ts';
import { loadColor } from './load-color';

/** Removes a color; its tag links go with it (ON DELETE CASCADE). */
export async function deleteColor(options: { db: Db; actor: PaletteActor; id: string }): Promise<void> {
  const { db, actor, id } = options;
  // Which palette it is in; whether the actor may edit it is decided on the locked row.
  const { palette } = await loadColor({ db, actor, id, action: 'view' });
  await inTransaction(db, async (tx) => {
    // Palette first, then its colors: the one lock order every writer keeps (lock-palette.ts).
    await lockPaletteFor(tx, { actor, id: palette.id, actions: ['edit'] });
    await tx.delete(colors).where(eq(colors.id, id));
  });
}
