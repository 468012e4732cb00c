import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { palettes } from '../../db/schema';
import { loadPalette } from './load-palettes';
import { authorize, type PaletteActor } from './policy';

/** Deletes a palette; its colors and their tag links go with it (ON DELETE CASCADE). */
export async function deletePalette(options: { db: Db; actor: PaletteActor; id: string }): Promise<void> {
  const { db, actor, id } = options;
  const { palette, facts } = await loadPalette({ db, actor, id });
  authorize(actor, 'delete', palette, facts);
  await db.delete(palettes).where(eq(palettes.id, id));
}
