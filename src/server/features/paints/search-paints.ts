import type { z } from 'zod';
import { LIMITS } from '#common/constants.ts';
import { splitPigmentQuery } from '#common/pigment-codes.ts';
import type { TPaintSearchResult, ZPaintSearchQuery } from '#common/schemas/paints.ts';
import type { Db } from '#server/db/client.ts';
import { searchCatalogue } from './search-catalogue';
import { searchTaggedColors } from './search-tagged-colors';

/**
 * GET /api/paints/search-with-tags: the caller's own tagged colors first (when tags are selected),
 * then catalogue paints (when at least 3 characters were typed; the palette's medium first), `limit`
 * in all. Two queries at most. The color being edited is not suggested to itself.
 */
export async function searchPaints(options: {
  db: Db;
  request: z.output<typeof ZPaintSearchQuery>;
  /** Whose tagged colors are searched; null for a search of the catalogue alone. */
  ownerId: string | null;
}): Promise<TPaintSearchResult[]> {
  const { db, request, ownerId } = options;
  const { query, manufacturer, seriesName, tagIds, filterMode, preferredMedium, excludeColorId, limit } = request;
  const { codes, text } = splitPigmentQuery(query);
  const searchesCatalogue = query.length >= LIMITS.paintSearchMin && (text !== '' || codes.length > 0);
  const [colors, catalogue] = await Promise.all([
    ownerId && tagIds.length > 0
      ? searchTaggedColors({ db, ownerId, tagIds, filterMode, excludeColorId, text, codes, manufacturer, seriesName, limit })
      : [],
    searchesCatalogue ? searchCatalogue({ db, text, codes, manufacturer, seriesName, preferredMedium, limit }) : [],
  ]);
  return [
    ...colors.map((color) => ({ kind: 'color' as const, ...color })),
    ...catalogue.map((paint) => ({ kind: 'catalogue' as const, ...paint })),
  ].slice(0, limit);
}
