import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { canViewByLink, loadPalette, type PaletteActor } from '#server/features/palettes/index.ts';

/**
 * The palette whose colors `actor` asks about, as its readers see it: a pushed copy's colors are its
 * master's. They must be able to view it (their own, shared with them, a curated master, or by its
 * link with `byLink`); otherwise 404, as for a palette that does not exist.
 */
export async function viewedPalette(options: { db: Db; actor: PaletteActor; paletteId: string; byLink: boolean }): Promise<string> {
  const { db, actor, paletteId, byLink } = options;
  const { palette, facts, contentPaletteId } = await loadPalette({ db, actor, id: paletteId });
  if (!canViewByLink(actor, palette, facts, byLink)) throw new AppError('NOT_FOUND', 'Palette not found.');
  return contentPaletteId;
}

/** Grid first, then the working area, each in order: as the palette shows its colors. */
export const COLOR_ORDER = sql`c.is_in_working_area, case when c.is_in_working_area then c.working_area_position else c.position end, c.id`;
