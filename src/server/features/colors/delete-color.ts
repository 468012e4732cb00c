import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colors, palettes } from '../../db/schema';
import { authorize, type PaletteActor } from '../palettes';
import { loadColor } from './load-color';

/** Removes a color; its tag links go with it (ON DELETE CASCADE). */
export async function deleteColor(options: { db: Db; actor: PaletteActor; id: string }): Promise<void> {
  const { db, actor, id } = options;
  const { palette, facts } = await loadColor({ db, actor, id });
  authorize(actor, 'edit', palette, facts);
  await db.transaction(async (tx) => {
    await tx.delete(colors).where(eq(colors.id, id));
    await tx.update(palettes).set({ updatedAt: sql`now()` }).where(eq(palettes.id, palette.id));
  });
}
