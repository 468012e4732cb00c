import { and, eq, gt, sql } from 'drizzle-orm';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import type { TOwnedSamePigment } from '#common/schemas/inventory.ts';
import { inventoryItems as t } from '#server/db/schema/index.ts';
import type { Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { itemsOfPaint, type PaintFacts } from './paint-facts';
import { singlePigment } from './single-pigment';

/**
 * Issue 28, "no duplicate buys": another paint the person owns (count above 0) of this one pigment
 * in the same medium (any case; none matches none), the first by name; null when there is none.
 * The same paint in another form is no near-duplicate. The database narrows by the code's text,
 * the pigment reader decides (PB15 is not PB15:3).
 */
async function ownedSamePigment(tx: Tx, userId: string, paint: PaintFacts) {
  const code = singlePigment(paint.pigmentCode);
  if (!code) return null;
  const candidates = await tx
    .select({ itemId: t.id, paintName: t.paintName, manufacturer: t.manufacturer, pigmentCode: t.pigmentCode })
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        gt(t.count, 0),
        sql`lower(coalesce(${t.medium}, '')) = lower(coalesce(${paint.medium ?? null}::text, ''))`,
        sql`strpos(${t.pigmentCode}, ${code}) > 0`,
        sql`(${itemsOfPaint(userId, paint)}) is not true`,
      ),
    )
    .orderBy(sql`lower(${t.paintName})`, t.id);
  const found = candidates.find((item) => singlePigment(item.pigmentCode) === code);
  return found ? ({ ...found, pigmentCode: code } satisfies TOwnedSamePigment) : null;
}

/** 409 DUPLICATE_PIGMENT before a new item is added, unless the person confirmed it. */
export async function refuseDuplicatePigment(tx: Tx, userId: string, paint: PaintFacts): Promise<void> {
  const owned = await ownedSamePigment(tx, userId, paint);
  if (owned)
    throw new AppError('DUPLICATE_PIGMENT', INVENTORY_TEXTS.ownsSamePigment(owned.paintName, owned.manufacturer, owned.pigmentCode));
}
