import { sql } from 'drizzle-orm';
import type { TPaletteOwnership } from '#common/schemas/inventory.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/raw-rows.ts';
import { holdsPaintOf, type PaletteActor } from '#server/features/palettes/index.ts';
import { COLOR_ORDER, viewedPalette } from './palette-paints';

/**
 * GET /api/palettes/{id}/ownership (issue 28): which of the palette's colors the caller owns, for
 * anyone who may view the palette. Two statements whatever the palette: the palette, its colors.
 */
export async function paletteOwnership(options: {
  db: Db;
  actor: PaletteActor;
  paletteId: string;
  byLink: boolean;
}): Promise<TPaletteOwnership> {
  const { db, actor } = options;
  const contentPaletteId = await viewedPalette(options);
  const colors = await queryRows<{ id: string; owned: boolean }>(
    db,
    sql`select c.id, ${holdsPaintOf(actor.id, { color: 'c', owned: true })} as owned
        from colors c where c.palette_id = ${contentPaletteId}::uuid order by ${COLOR_ORDER}`,
  );
  const ownedColorIds = colors.filter((color) => color.owned).map((color) => color.id);
  return { ownedColorIds, owned: ownedColorIds.length, total: colors.length };
}
