import type { TColor } from '../../../common/schemas/color';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { abilitiesFor, canViewByLink, loadPalette, type PaletteActor } from '../palettes';
import { toColorDto } from './color-dto';
import { colorsOfPalette } from './colors-of-palette';

/**
 * A palette's colors (a pushed copy's are its master's), grid first then working area. Visibility follows the palette's (share link
 * included); personal notes stay with those who may edit the palette.
 */
export async function listPaletteColors(options: {
  db: Db;
  actor: PaletteActor | null;
  paletteId: string;
  byLink: boolean;
}): Promise<TColor[]> {
  const { db, actor, paletteId, byLink } = options;
  const { palette, facts, contentPaletteId } = await loadPalette({ db, actor, id: paletteId });
  if (!canViewByLink(actor, palette, facts, byLink)) throw new AppError('NOT_FOUND', 'Palette not found.');
  const showNotes = abilitiesFor(actor, palette, facts).edit;
  const rows = await colorsOfPalette(db).execute({ paletteId: contentPaletteId });
  return rows.map((row) => toColorDto(row, { showNotes }));
}
