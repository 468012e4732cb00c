import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { CATALOGUE_CACHE } from '#common/constants.ts';
import { type TAlternative, ZAlternative } from '#common/schemas/paints.ts';

/** Issue 15: other makers' paints that can stand in for a color; `share` reads through the share link. */
export async function getColorAlternatives(colorId: string, share: boolean, { signal }: QueryRequestOptions = {}): Promise<TAlternative[]> {
  const query = share ? '?share=true' : '';
  return z.array(ZAlternative).parse(await apiJson(`/api/colors/${encodeURIComponent(colorId)}/alternatives${query}`, { signal }));
}

// Catalogue facts change rarely: kept as long as a search's results.
export function useColorAlternatives(colorId: string, share: boolean) {
  return useQuery({
    queryKey: ['colors', colorId, 'alternatives', share] as const,
    queryFn: ({ signal }) => getColorAlternatives(colorId, share, { signal }),
    staleTime: CATALOGUE_CACHE.searchStaleMs,
  });
}
