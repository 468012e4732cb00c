import type { TPalette } from '#common/schemas/palette.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { recordServerEvent } from '#server/features/analytics/index.ts';
import { loadPalette, toPaletteDtos } from './load-palettes';
import { canViewByLink, type PaletteActor } from './policy';

/**
 * One palette. Through its share link (`byLink`) anyone holding the unguessable id may view it,
 * read-only (spec §2), unless the owner turned link sharing off; otherwise only those `canView`
 * admits, and others get the same 404 as for an id that does not exist.
 */
export async function getPalette(options: { db: Db; actor: PaletteActor | null; id: string; byLink: boolean }): Promise<TPalette> {
  const { db, actor, id, byLink } = options;
  const loaded = await loadPalette({ db, actor, id });
  if (!canViewByLink(actor, loaded.palette, loaded.facts, byLink)) throw new AppError('NOT_FOUND', 'Palette not found.');
  const [dto] = await toPaletteDtos({ db, actor, loaded: [loaded] });
  if (!dto) throw new AppError('NOT_FOUND', 'Palette not found.');
  // Issue 30: a person opening their copy of a master, for the curated palettes' insights.
  const { originalPaletteId, userId } = loaded.palette;
  if (originalPaletteId && actor?.id === userId) await recordServerEvent({ db, name: 'palette_open', userId, masterId: originalPaletteId });
  return dto;
}
