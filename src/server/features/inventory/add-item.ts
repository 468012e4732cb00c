import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAddInventoryResult, ZCreateInventoryItemRequest } from '#common/schemas/inventory.ts';
import type { Db } from '#server/db/client.ts';
import { inventoryItems as t } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { itemColumns } from './item-columns';
import { lockStudio } from './locks';
import { catalogueFactsAsHeld, handFacts, itemsOfPaint } from './paint-facts';
import { assertRoomFor, countTooHigh } from './policy';
import { refuseDuplicatePigment } from './same-pigment';

/**
 * POST /api/inventory: a catalogue paint (its facts copied from the catalogue, but for what the
 * painter observed otherwise: their swatch, pigments or ratings) or a paint by hand, in one form.
 * The person's item of that paint in that form, if any, has its count raised instead (added:
 * false): one item per catalogue paint and form, enforced by the database's unique index (INSERT …
 * ON CONFLICT), and a paint by hand raises the item of the same name and maker. A new item must
 * fit the studio's limit, read under the studio's lock, and, unless confirmed, not duplicate a
 * single pigment the person owns in that medium (409 DUPLICATE_PIGMENT).
 */
export async function addItem(options: {
  db: Db;
  actor: { id: string };
  request: z.output<typeof ZCreateInventoryItemRequest>;
}): Promise<TAddInventoryResult> {
  const { db, actor, request } = options;
  const { form, level, count, wish, note, confirmDuplicate, ...paint } = request;
  return inTransaction(db, async (tx) => {
    const { held } = await lockStudio(tx, actor.id);
    const facts = 'cataloguePaintId' in paint ? await catalogueFactsAsHeld(tx, paint) : handFacts(paint);
    const [existing] = await tx
      .select({ id: t.id, count: t.count })
      .from(t)
      .where(sql`${itemsOfPaint(actor.id, facts)} and ${t.form} = ${form}`)
      .orderBy(t.createdAt)
      .limit(1);
    if (existing) {
      const tooHigh = countTooHigh(existing.count + count);
      if (tooHigh) throw new AppError('BAD_REQUEST', tooHigh);
    } else {
      assertRoomFor(held, 1);
      if (!confirmDuplicate) await refuseDuplicatePigment(tx, actor.id, facts);
    }
    // Adding again adds its count; wanting it again puts it back on the wishlist.
    const raise = { count: sql`${t.count} + ${count}`, wish: sql`${t.wish} or ${wish}`, updatedAt: sql`now()` };
    const values = { ...facts, userId: actor.id, form, level, count, wish, note };
    const [row] =
      existing && !facts.cataloguePaintId
        ? await tx.update(t).set(raise).where(sql`${t.id} = ${existing.id}`).returning(itemColumns)
        : await tx
            .insert(t)
            .values(values)
            .onConflictDoUpdate({
              target: [t.userId, t.cataloguePaintId, t.form],
              targetWhere: sql`catalogue_paint_id is not null`,
              set: raise,
            })
            .returning(itemColumns);
    if (!row) throw new Error('the add wrote no row');
    return { item: row, added: !existing };
  });
}
