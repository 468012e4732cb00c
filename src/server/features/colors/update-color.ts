import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TColor, ZUpdateColorRequest } from '../../../common/schemas/color';
import type { Db } from '../../db/client';
import { colors, palettes } from '../../db/schema';
import { authorize, type PaletteActor } from '../palettes';
import { toColorDto } from './color-dto';
import { loadColor } from './load-color';
import { assertMayEditAffiliateLink } from './policy';

export async function updateColor(options: {
  db: Db;
  actor: PaletteActor;
  id: string;
  update: z.output<typeof ZUpdateColorRequest>;
}): Promise<TColor> {
  const { db, actor, id, update } = options;
  const { palette, facts } = await loadColor({ db, actor, id });
  authorize(actor, 'edit', palette, facts);
  assertMayEditAffiliateLink(actor, update);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(colors)
      .set({ ...update, updatedAt: sql`now()` })
      .where(eq(colors.id, id))
      .returning();
    await tx.update(palettes).set({ updatedAt: sql`now()` }).where(eq(palettes.id, palette.id));
    return updated;
  });
  if (!row) throw new Error('update returned no row');
  return toColorDto(row, { showNotes: true });
}
