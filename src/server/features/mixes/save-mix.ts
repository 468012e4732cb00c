import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recipeColor } from '#common/color/color-match.ts';
import { LIMITS } from '#common/constants.ts';
import { lighteningOf } from '#common/lightening.ts';
import type { TMix, ZSaveMixRequest } from '#common/schemas/mix.ts';
import type { Db } from '#server/db/client.ts';
import { paletteMixes } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { lockPaletteFor, type PaletteActor } from '#server/features/palettes/index.ts';
import { toMixDto } from './mix-dto';

/**
 * Saves a recipe on a palette its actor may edit. The colour it mixes to and its ΔE00 are worked
 * out here with the mixing preview's model, never taken from the client. The same recipe for the
 * same colour saved again is the one already saved (`created: false`).
 */
export async function saveMix(options: {
  db: Db;
  actor: PaletteActor;
  paletteId: string;
  request: z.output<typeof ZSaveMixRequest>;
}): Promise<{ mix: TMix; created: boolean }> {
  const { db, actor, paletteId, request } = options;
  const targetHex = request.targetHex.toUpperCase();
  const paints = request.paints.map((paint) => ({
    ...paint,
    manufacturer: paint.manufacturer ?? null,
    hexCode: paint.hexCode.toUpperCase(),
  }));
  const { hexCode: mixHex, deltaE } = recipeColor({ target: targetHex, paints, strength: request.strength });
  return inTransaction(db, async (tx) => {
    const { palette } = await lockPaletteFor(tx, { actor, id: paletteId, actions: ['edit'] });
    if (request.strength !== 1 && lighteningOf(palette.medium) !== 'water') {
      throw new AppError('BAD_REQUEST', 'Only a watercolour mix is thinned to a wash.');
    }
    const [inserted] = await tx
      .insert(paletteMixes)
      .select(
        sql`select gen_random_uuid(), ${paletteId}::uuid, ${targetHex}, ${request.targetName ?? null}, ${JSON.stringify(paints)}::jsonb,
          ${request.strength}::real, ${mixHex}, ${deltaE}::real, ${request.notes ?? null}, now()
          where (select count(*) from palette_mixes where palette_id = ${paletteId}::uuid) < ${LIMITS.mixesPerPalette}`,
      )
      .onConflictDoNothing()
      .returning();
    if (inserted) return { mix: toMixDto(inserted, { showNotes: true }), created: true };
    const [saved] = await tx
      .select()
      .from(paletteMixes)
      .where(
        and(
          eq(paletteMixes.paletteId, paletteId),
          eq(paletteMixes.targetHex, targetHex),
          eq(paletteMixes.strength, request.strength),
          sql`${paletteMixes.paints} = ${JSON.stringify(paints)}::jsonb`,
        ),
      );
    if (!saved) throw new AppError('CONFLICT', `A palette keeps at most ${LIMITS.mixesPerPalette} mixes. Delete one to save another.`);
    return { mix: toMixDto(saved, { showNotes: true }), created: false };
  });
}
