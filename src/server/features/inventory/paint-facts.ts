import { eq, type SQL, sql } from 'drizzle-orm';
import { normalisePigmentText } from '#common/pigment-codes.ts';
import type { PAINT_FACTS, PAINT_OBSERVATIONS } from '#common/schemas/color.ts';
import { inventoryItems as t } from '#server/db/schema/index.ts';
import type { Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { CATALOGUE_COLUMNS, cataloguePaintsOf } from '#server/features/paints/index.ts';

/** The paint an item is of: its catalogue entry, if any, and the facts it keeps (so they outlive the entry). */
export type PaintFacts = Pick<typeof t.$inferInsert, 'cataloguePaintId' | keyof typeof PAINT_FACTS>;

/**
 * A catalogue paint's facts as a color picked from it keeps them: the pigment text the catalogue
 * shows ('PO48, PY150'), its color with any editorial override. 400 for a paint it does not hold.
 */
async function catalogueFacts(tx: Tx, cataloguePaintId: string): Promise<PaintFacts> {
  const [paint] = cataloguePaintsOf(
    await tx.execute(sql`select ${CATALOGUE_COLUMNS} from paints p where p.id = ${cataloguePaintId}::uuid`),
  );
  if (!paint) throw new AppError('BAD_REQUEST', 'That paint is not in the catalogue.');
  const { id, paintName, manufacturer, pigmentCode, hexCode, medium, seriesName, lightfastness, opacity, granulation, staining } = paint;
  return {
    cataloguePaintId: id,
    paintName,
    manufacturer,
    pigmentCode,
    hexCode,
    medium,
    seriesName,
    lightfastness,
    opacity,
    granulation,
    staining,
  };
}

/**
 * A catalogue paint as the person holds it: what they observed otherwise (PAINT_OBSERVATIONS: their
 * swatch, the pigments or ratings as they read them) over the catalogue's facts.
 */
export async function catalogueFactsAsHeld(
  tx: Tx,
  { cataloguePaintId, ...observed }: { cataloguePaintId: string } & Partial<Pick<PaintFacts, keyof typeof PAINT_OBSERVATIONS>>,
): Promise<PaintFacts> {
  const catalogue = await catalogueFacts(tx, cataloguePaintId);
  const { pigmentCode } = observed;
  const held = pigmentCode === undefined ? catalogue.pigmentCode : pigmentCode && normalisePigmentText(pigmentCode);
  return { ...catalogue, ...observed, pigmentCode: held || null };
}

/** A paint by hand as kept: no catalogue link, pigment codes in standard form ('pb 29' -> 'PB29'), as colors keep them. */
export function handFacts(paint: Omit<PaintFacts, 'cataloguePaintId'>): PaintFacts {
  return { ...paint, cataloguePaintId: null, pigmentCode: paint.pigmentCode ? normalisePigmentText(paint.pigmentCode) : null };
}

/**
 * The person's items of this paint: of its catalogue entry, or, for a paint by hand, any item of
 * the same name and maker (any case; the index inventory_items_user_name_idx reads them).
 */
export function itemsOfPaint(userId: string, paint: Pick<PaintFacts, 'cataloguePaintId' | 'paintName' | 'manufacturer'>): SQL {
  const ofPaint = paint.cataloguePaintId
    ? eq(t.cataloguePaintId, paint.cataloguePaintId)
    : sql`lower(${t.paintName}) = lower(${paint.paintName}) and lower(coalesce(${t.manufacturer}, '')) = lower(coalesce(${paint.manufacturer ?? null}::text, ''))`;
  return sql`${eq(t.userId, userId)} and ${ofPaint}`;
}
