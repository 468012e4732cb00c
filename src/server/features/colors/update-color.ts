import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { normalisePigmentText } from '#common/pigment-codes.ts';
import type { TColor, ZUpdateColorRequest } from '#common/schemas/color.ts';
import type { Db } from '#server/db/client.ts';
import { colors } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { lockPaletteFor, type PaletteActor } from '#server/features/palettes/index.ts';
import { toColorDto } from './color-dto';
import { colorWithLinkedFields } from './color-link';
import { colorNotFound, loadColor } from './load-color';
import { writableColorFields } from './policy';

export async function updateColor(options: {
  db: Db;
  actor: PaletteActor;
  id: string;
  update: z.output<typeof ZUpdateColorRequest>;
}): Promise<TColor> {
  const { db, actor, id, update } = options;
  // Which palette it is in; whether the actor may edit it is decided on the locked row.
  const { palette } = await loadColor({ db, actor, id, action: 'view' });
  // Pigment codes are stored in their standard form ('pbr 7' -> 'PBr7'), so every view shows them alike.
  const { pigmentCode, ...fields } = writableColorFields(actor, update);
  const row = await inTransaction(db, async (tx) => {
    // Palette first, then its colors: the one lock order every writer keeps (lock-palette.ts).
    await lockPaletteFor(tx, { actor, id: palette.id, actions: ['edit'] });
    const [updated] = await tx
      .update(colors)
      .set({ ...fields, pigmentCode: pigmentCode && normalisePigmentText(pigmentCode), updatedAt: sql`now()` })
      .where(eq(colors.id, id))
      .returning(colorWithLinkedFields);
    return updated;
  });
  // Removed by someone else since it was loaded.
  if (!row) throw colorNotFound();
  return toColorDto(row, { showNotes: true });
}
