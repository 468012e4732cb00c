import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { colors } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { authorize, canView, loadPalette, type PaletteAction, type PaletteActor } from '#server/features/palettes/index.ts';

export const colorNotFound = () => new AppError('NOT_FOUND', 'Color not found.');

/**
 * A color with its palette, for `action` by the caller ('view', or a palette action). A color
 * whose palette the caller cannot see answers exactly like one that does not exist, so color ids
 * cannot be probed; one they see but may not change answers 403.
 */
export async function loadColor(options: { db: Db; actor: PaletteActor; id: string; action: PaletteAction | 'view' }) {
  const { db, actor, id, action } = options;
  const [color] = await db.select().from(colors).where(eq(colors.id, id));
  if (!color) throw colorNotFound();
  const { palette, facts } = await loadPalette({ db, actor, id: color.paletteId });
  if (!canView(actor, palette, facts)) throw colorNotFound();
  if (action !== 'view') authorize(actor, action, palette, facts);
  return { color, palette, facts };
}
