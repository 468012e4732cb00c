import { asc, eq } from 'drizzle-orm';
import type { TMix } from '../../../common/schemas/mix';
import type { Db } from '../../db/client';
import { paletteMixes } from '../../db/schema';
import { AppError } from '../../errors';
import { abilitiesFor, canViewByLink, loadPalette, type PaletteActor } from '../palettes';
import { toMixDto } from './mix-dto';

/**
 * A palette's saved mixes, oldest first (a notebook's order), for whoever may read the palette
 * (its share link included, read-only); a pushed copy's are its master's. Notes follow a color's
 * personal notes: only those who may edit the palette read them.
 */
export async function listMixes(options: { db: Db; actor: PaletteActor | null; paletteId: string; byLink: boolean }): Promise<TMix[]> {
  const { db, actor, paletteId, byLink } = options;
  const { palette, facts, contentPaletteId } = await loadPalette({ db, actor, id: paletteId });
  if (!canViewByLink(actor, palette, facts, byLink)) throw new AppError('NOT_FOUND', 'Palette not found.');
  const showNotes = abilitiesFor(actor, palette, facts).edit;
  const rows = await db
    .select()
    .from(paletteMixes)
    .where(eq(paletteMixes.paletteId, contentPaletteId))
    .orderBy(asc(paletteMixes.createdAt), asc(paletteMixes.id));
  return rows.map((row) => toMixDto(row, { showNotes }));
}
