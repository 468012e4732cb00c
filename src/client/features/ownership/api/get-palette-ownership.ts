import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { type TPaletteOwnership, ZPaletteOwnership } from '../../../../common/schemas/inventory';
import { apiJson, type QueryRequestOptions } from '../../../lib/api-client';

/** Issue 28: which of a palette's colors the signed-in caller owns, and how many of how many. */
export async function getPaletteOwnership(paletteId: string, { signal }: QueryRequestOptions = {}): Promise<TPaletteOwnership> {
  return ZPaletteOwnership.parse(await apiJson(`/api/palettes/${encodeURIComponent(paletteId)}/ownership`, { signal }));
}

/**
 * Under the inventory's prefix: whatever changes the person's paints (here, or in the studio)
 * invalidates ['inventory'] and so refreshes what every palette says they own.
 */
export const INVENTORY_QUERY_ROOT = ['inventory'] as const;

export function paletteOwnershipQueryKey(paletteId: string) {
  return [...INVENTORY_QUERY_ROOT, 'ownership', paletteId] as const;
}

/**
 * Asked only for a signed-in viewer (`viewerId`), whose paints they are; a visitor of a share link
 * asks nothing. Fetched again on every visit: the studio may have changed meanwhile.
 */
export function paletteOwnershipQueryOptions(paletteId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: [...paletteOwnershipQueryKey(paletteId), viewerId],
    queryFn: viewerId ? ({ signal }) => getPaletteOwnership(paletteId, { signal }) : skipToken,
    staleTime: 0,
  });
}

export function usePaletteOwnership(paletteId: string, viewerId: string | null) {
  return useQuery(paletteOwnershipQueryOptions(paletteId, viewerId));
}
