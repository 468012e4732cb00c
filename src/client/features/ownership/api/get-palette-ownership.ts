import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { type TPaletteOwnership, ZPaletteOwnership } from '../../../../common/schemas/inventory';
import { apiJson, type QueryRequestOptions } from '../../../lib/api-client';
import { INVENTORY_KEY } from '../../studio/api/get-inventory';

/**
 * Issue 28: which of a palette's colors the signed-in caller owns, and how many of how many;
 * `share` when the caller reads the palette through its share link.
 */
export async function getPaletteOwnership(
  paletteId: string,
  share: boolean,
  { signal }: QueryRequestOptions = {},
): Promise<TPaletteOwnership> {
  const path = `/api/palettes/${encodeURIComponent(paletteId)}/ownership${share ? '?share=true' : ''}`;
  return ZPaletteOwnership.parse(await apiJson(path, { signal }));
}

/**
 * Under the inventory's key: whatever changes the person's paints (here, or in the studio)
 * refreshes what every palette says they own (refreshInventory).
 */
export function paletteOwnershipQueryKey(paletteId: string) {
  return [...INVENTORY_KEY, 'ownership', paletteId] as const;
}

/**
 * Asked only for a signed-in viewer (`viewerId`), whose paints they are; a visitor of a share link
 * asks nothing. Fetched again on every visit: the studio may have changed meanwhile.
 */
export function paletteOwnershipQueryOptions(paletteId: string, viewerId: string | null, share = false) {
  return queryOptions({
    queryKey: [...paletteOwnershipQueryKey(paletteId), viewerId, share],
    queryFn: viewerId ? ({ signal }) => getPaletteOwnership(paletteId, share, { signal }) : skipToken,
    staleTime: 0,
  });
}

export function usePaletteOwnership(paletteId: string, viewerId: string | null, share = false) {
  return useQuery(paletteOwnershipQueryOptions(paletteId, viewerId, share));
}
