import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colors } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { lockPaletteFor, type PaletteActor } from '../palettes';
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
