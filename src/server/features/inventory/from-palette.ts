import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZFromPaletteRequest, ZFromPaletteResult } from '#common/schemas/inventory.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/raw-rows.ts';
import { inventoryItems as t } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { holdsPaintOf, itemIsColorsPaint, type PaletteActor } from '#server/features/palettes/index.ts';
import { lockStudio } from './locks';
import type { PaintFacts } from './paint-facts';
import { COLOR_ORDER, viewedPalette } from './palette-paints';
import { assertRoomFor } from './policy';

type ColorPaint = Required<PaintFacts> & { owned: boolean; held: boolean };

/**
 * The palette's paints, each once: a catalogue paint by its entry, a paint by hand by its name and
 * maker (any case), and none by hand that a catalogue paint of the list already stands for.
 */
function eachPaintOnce(colors: readonly ColorPaint[]): ColorPaint[] {
  const nameKey = (paint: ColorPaint) => `${paint.paintName.toLowerCase()}\u0000${(paint.manufacturer ?? '').toLowerCase()}`;
  const linkedNames = new Set(colors.filter((paint) => paint.cataloguePaintId).map(nameKey));
  const byKey = new Map<string, ColorPaint>();
  for (const paint of colors) {
    if (!paint.cataloguePaintId && linkedNames.has(nameKey(paint))) continue;
    const key = paint.cataloguePaintId ?? nameKey(paint);
    const first = byKey.get(key);
    byKey.set(key, first ? { ...first, owned: first.owned || paint.owned, held: first.held || paint.held } : paint);
  }
  return [...byKey.values()];
}

/**
 * POST /api/inventory/from-palette/{paletteId} (issue 28), for anyone who may view the palette.
 * 'I own these' (owned): every paint of it the person does not own becomes owned: a wishlist entry
 * of it (count 0) is bought (count 1, full, off the list), any other a new tube. 'Add the missing
 * paints to my shopping list' (wish): every paint of it the person holds no item of becomes a
 * wishlist entry (count 0). The paint's facts are the color's, its catalogue link kept. Under the
 * studio's lock and its limit; a fixed number of statements whatever the palette.
 */
export async function addFromPalette(options: {
  db: Db;
  actor: PaletteActor;
  paletteId: string;
  byLink: boolean;
  request: z.output<typeof ZFromPaletteRequest>;
}): Promise<z.output<typeof ZFromPaletteResult>> {
  const { db, actor, request } = options;
  const contentPaletteId = await viewedPalette(options);
  const owning = request.as === 'owned';
  return inTransaction(db, async (tx) => {
    const { held } = await lockStudio(tx, actor.id);
    const paints = eachPaintOnce(
      await queryRows<ColorPaint>(
        tx,
        sql`select c.catalogue_paint_id as "cataloguePaintId", c.paint_name as "paintName", c.manufacturer,
              c.pigment_code as "pigmentCode", c.hex_code as "hexCode", c.medium, c.series_name as "seriesName",
              c.lightfastness, c.opacity, c.granulation, c.staining,
              ${holdsPaintOf(actor.id, { color: 'c', owned: true })} as owned, ${holdsPaintOf(actor.id, { color: 'c', owned: false })} as held
            from colors c where c.palette_id = ${contentPaletteId}::uuid order by ${COLOR_ORDER}`,
      ),
    );
    const missing = paints.filter((paint) => !(owning ? paint.owned : paint.held));
    const fresh = missing.filter((paint) => !paint.held);
    assertRoomFor(held, fresh.length);
    if (fresh.length > 0) {
      await tx
        .insert(t)
        .values(
          fresh.map(({ owned: _owned, held: _held, ...paint }) => ({
            ...paint,
            userId: actor.id,
            count: owning ? 1 : 0,
            wish: !owning,
          })),
        )
        .onConflictDoNothing();
    }
    if (owning && fresh.length < missing.length) {
      const { byCatalogue, byName } = itemIsColorsPaint('inventory_items', 'c');
      await tx.execute(
        sql`update inventory_items set count = 1, level = 'full', wish = false, updated_at = now()
            where user_id = ${actor.id}::uuid and count = 0
              and exists(select 1 from colors c where c.palette_id = ${contentPaletteId}::uuid and (${byCatalogue} or ${byName}))`,
      );
    }
    return { added: missing.length, alreadyHeld: paints.length - missing.length };
  });
}
