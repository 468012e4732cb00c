import { asc, inArray } from 'drizzle-orm';
import type { TColor } from '#common/schemas/color.ts';
import type { Db } from '#server/db/client.ts';
import { colors } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import {
  abilitiesFor,
  canViewByLink,
  contentRowsOf,
  type LoadedPalette,
  loadPalette,
  type PaletteActor,
} from '#server/features/palettes/index.ts';
import { toColorDto } from './color-dto';
import { colorWithLinkedFields } from './color-link';
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

/**
 * Issue 30: the colors of palettes already read (`loaded`, a person's own for their data export), in
 * one query, by palette id: each palette's as readPaletteColors gives them.
 */
export async function colorsOfPalettes(options: {
  db: Db;
  actor: PaletteActor;
  loaded: readonly LoadedPalette[];
}): Promise<Map<string, TColor[]>> {
  const { db, actor, loaded } = options;
  return contentRowsOf({
    actor,
    loaded,
    read: (contentIds) =>
      db
        .select(colorWithLinkedFields)
        .from(colors)
        .where(inArray(colors.paletteId, contentIds))
        .orderBy(asc(colors.paletteId), asc(colors.isInWorkingArea), asc(colors.position), asc(colors.workingAreaPosition)),
    toDto: toColorDto,
  });
}
