import { asc, eq, inArray } from 'drizzle-orm';
import type { TMix } from '#common/schemas/mix.ts';
import type { Db } from '#server/db/client.ts';
import { paletteMixes } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import {
  abilitiesFor,
  canViewByLink,
  contentRowsOf,
  type LoadedPalette,
  loadPalette,
  type PaletteActor,
} from '#server/features/palettes/index.ts';
import { toMixDto } from './mix-dto';

/** The saved mixes of a palette already read (`paletteId` is whose content it shows), oldest first: a notebook's order. */
export async function mixesOfPalette(options: { db: Db; paletteId: string; showNotes: boolean }): Promise<TMix[]> {
  const { db, paletteId, showNotes } = options;
  const rows = await db
    .select()
    .from(paletteMixes)
    .where(eq(paletteMixes.paletteId, paletteId))
    .orderBy(asc(paletteMixes.createdAt), asc(paletteMixes.id));
  return rows.map((row) => toMixDto(row, { showNotes }));
}

/**
 * A palette's saved mixes for whoever may read the palette (its share link included, read-only);
 * a pushed copy's are its master's. Notes follow a color's personal notes: only those who may edit
 * the palette read them.
 */
export async function listMixes(options: { db: Db; actor: PaletteActor | null; paletteId: string; byLink: boolean }): Promise<TMix[]> {
  const { db, actor, paletteId, byLink } = options;
  const { palette, facts, contentPaletteId } = await loadPalette({ db, actor, id: paletteId });
  if (!canViewByLink(actor, palette, facts, byLink)) throw new AppError('NOT_FOUND', 'Palette not found.');
  return mixesOfPalette({ db, paletteId: contentPaletteId, showNotes: abilitiesFor(actor, palette, facts).edit });
}

/** Issue 30: the saved mixes of palettes already read (a person's own, for their data export), in one query, by palette id. */
export async function mixesOfPalettes(options: {
  db: Db;
  actor: PaletteActor;
  loaded: readonly LoadedPalette[];
}): Promise<Map<string, TMix[]>> {
  const { db, actor, loaded } = options;
  return contentRowsOf({
    actor,
    loaded,
    read: (contentIds) =>
      db
        .select()
        .from(paletteMixes)
        .where(inArray(paletteMixes.paletteId, contentIds))
        .orderBy(asc(paletteMixes.createdAt), asc(paletteMixes.id)),
    toDto: toMixDto,
  });
}
