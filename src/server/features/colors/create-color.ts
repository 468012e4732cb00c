import type { z } from 'zod';
import { normalisePigmentText } from '#common/pigment-codes.ts';
import type { TColor, ZCreateColorRequest } from '#common/schemas/color.ts';
import type { Db } from '#server/db/client.ts';
import { colors } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { lockPaletteFor, type PaletteActor } from '#server/features/palettes/index.ts';
import { toColorDto } from './color-dto';
import { colorWithLinkedFields } from './color-link';
import { firstFreePlace } from './free-place';
import { resolvePlacement } from './placement';
import { writableColorFields } from './policy';

export async function createColor(options: {
  db: Db;
  actor: PaletteActor;
  request: z.output<typeof ZCreateColorRequest>;
}): Promise<TColor> {
  const { db, actor, request } = options;
  const { paletteId, position, isInWorkingArea, workingAreaPosition, workingAreaRow, workingAreaColumn, ...requested } = request;
  // Pigment codes are stored in their standard form ('pbr 7' -> 'PBr7'), so every view shows them alike.
  const { pigmentCode, ...fields } = writableColorFields(actor, requested);
  const row = await inTransaction(db, async (tx) => {
    const { grid } = await lockPaletteFor(tx, { actor, id: paletteId, actions: ['edit'] });
    const requested = { position, isInWorkingArea, workingAreaPosition, workingAreaRow, workingAreaColumn };
    const placement = resolvePlacement(requested, grid) ?? (await firstFreePlace(tx, grid));
    const [inserted] = await tx
      .insert(colors)
      .values({ paletteId, ...fields, pigmentCode: pigmentCode && normalisePigmentText(pigmentCode), ...placement })
      .returning(colorWithLinkedFields);
    return inserted;
  });
  if (!row) throw new Error('insert returned no row');
  return toColorDto(row, { showNotes: true });
}
