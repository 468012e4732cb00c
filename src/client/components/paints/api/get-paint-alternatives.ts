import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { CATALOGUE_CACHE } from '#common/constants.ts';
import { type TAlternative, ZAlternative } from '#common/schemas/paints.ts';

/** Issue 15: other makers' paints that can stand in for a catalogue paint (public, as the catalogue). */
export async function getPaintAlternatives(paintId: string, limit: number, { signal }: QueryRequestOptions = {}): Promise<TAlternative[]> {
  const query = new URLSearchParams({ limit: String(limit) });
  return z.array(ZAlternative).parse(await apiJson(`/api/paints/${encodeURIComponent(paintId)}/alternatives?${query}`, { signal }));
}

// Catalogue facts change rarely: kept as long as a search's results.
export function usePaintAlternatives(paintId: string, limit: number) {
  return useQuery({
    queryKey: ['paints', paintId, 'alternatives', limit] as const,
    queryFn: ({ signal }) => getPaintAlternatives(paintId, limit, { signal }),
    staleTime: CATALOGUE_CACHE.searchStaleMs,
  });
}
