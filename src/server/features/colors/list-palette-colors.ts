import type { TColor } from '../../../common/schemas/color';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { abilitiesFor, canViewByLink, loadPalette, type PaletteActor } from '../palettes';
import { toColorDto } from './color-dto';
import { colorsOfPalette } from './colors-of-palette';

interface PaletteColorsOptions {
  db: Db;
  actor: PaletteActor | null;
  paletteId: string;
  byLink: boolean;
}

/**
 * A palette and its colors (a pushed copy's are its master's), grid first then working area.
 * Visibility follows the palette's (share link included); personal notes stay with those who may
 * edit the palette (`withNotes`).
 */
export async function readPaletteColors(options: PaletteColorsOptions) {
  const { db, actor, paletteId, byLink } = options;
  const { palette, facts, contentPaletteId } = await loadPalette({ db, actor, id: paletteId });
  if (!canViewByLink(actor, palette, facts, byLink)) throw new AppError('NOT_FOUND', 'Palette not found.');
  const withNotes = abilitiesFor(actor, palette, facts).edit;
  const rows = await colorsOfPalette(db).execute({ paletteId: contentPaletteId });
  return { palette, contentPaletteId, withNotes, colors: rows.map((row): TColor => toColorDto(row, { showNotes: withNotes })) };
}

/** GET /api/colors/palette/{id}: the colors alone. */
export async function listPaletteColors(options: PaletteColorsOptions): Promise<TColor[]> {
  return (await readPaletteColors(options)).colors;
}
