import { eq } from 'drizzle-orm';
import { colorMediumOfPalette } from '#common/constants.ts';
import { splitPigmentQuery } from '#common/pigment-codes.ts';
import type { TAlternative } from '#common/schemas/paints.ts';
import type { Db } from '#server/db/client.ts';
import { colors } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { findAlternatives } from '#server/features/paints/index.ts';
import { canViewByLink, loadPalette, type PaletteActor } from '#server/features/palettes/index.ts';
import { colorNotFound } from './load-color';

/**
 * Issue 15: catalogue paints of other manufacturers that can stand in for one of a palette's
 * colors, for whoever may read the palette (its share link included); to anyone else the color
 * does not exist.
 */
export async function colorAlternatives(options: {
  db: Db;
  actor: PaletteActor | null;
  id: string;
  byLink: boolean;
  limit: number;
}): Promise<TAlternative[]> {
  const { db, actor, id, byLink, limit } = options;
  const [color] = await db
    .select({
      paletteId: colors.paletteId,
      hexCode: colors.hexCode,
      paintName: colors.paintName,
      pigmentCode: colors.pigmentCode,
      manufacturer: colors.manufacturer,
      medium: colors.medium,
      cataloguePaintId: colors.cataloguePaintId,
    })
    .from(colors)
    .where(eq(colors.id, id));
  if (!color) throw colorNotFound();
  // Its palette gone meanwhile: the color with it. Any other failure (a database outage) is not a 404.
  const { palette, facts } = await loadPalette({ db, actor, id: color.paletteId }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? colorNotFound() : error;
  });
  if (!canViewByLink(actor, palette, facts, byLink)) throw colorNotFound();
  const of = {
    hexCode: color.hexCode,
    paintName: color.paintName,
    pigmentCodes: splitPigmentQuery(color.pigmentCode ?? '').codes,
    manufacturer: color.manufacturer,
    // A color without a medium of its own is in its palette's (none for a mixed-media palette).
    medium: color.medium ?? colorMediumOfPalette(palette.medium) ?? null,
    ...(color.cataloguePaintId ? { paintId: color.cataloguePaintId } : {}),
  };
  return findAlternatives({ db, of, limit });
}
