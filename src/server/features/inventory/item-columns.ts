import { sql } from 'drizzle-orm';
import { inventoryItems } from '#server/db/schema/index.ts';

const t = inventoryItems;

/**
 * An inventory item as every answer shows it (ZInventoryItem): its Buy link is the catalogue
 * paint's, read when answered, so a verified affiliate link reaches items as it reaches colors.
 */
export const itemColumns = {
  id: t.id,
  cataloguePaintId: t.cataloguePaintId,
  paintName: t.paintName,
  manufacturer: t.manufacturer,
  pigmentCode: t.pigmentCode,
  hexCode: t.hexCode,
  medium: t.medium,
  seriesName: t.seriesName,
  lightfastness: t.lightfastness,
  opacity: t.opacity,
  granulation: t.granulation,
  staining: t.staining,
  form: t.form,
  level: t.level,
  count: t.count,
  wish: t.wish,
  note: t.note,
  buyLink: sql<string | null>`(select p.affiliate_link from paints p where p.id = ${t.cataloguePaintId})`,
};
