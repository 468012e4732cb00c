import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colors } from '../../db/schema';
import { AppError } from '../../errors';
import { loadPalette, type PaletteActor } from '../palettes';

/** A color with its palette and the caller's relation to that palette (for the access rules). */
export async function loadColor(options: { db: Db; actor: PaletteActor; id: string }) {
  const [color] = await options.db.select().from(colors).where(eq(colors.id, options.id));
  if (!color) throw new AppError('NOT_FOUND', 'Color not found.');
  const { palette, facts } = await loadPalette({ db: options.db, actor: options.actor, id: color.paletteId });
  return { color, palette, facts };
}
