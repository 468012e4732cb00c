import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { CATALOGUE_CACHE } from '#common/constants.ts';
import { type TNearestPaint, ZNearestPaint } from '#common/schemas/paints.ts';

/** Issue 15: the catalogue paint nearest each color (of that medium, when given). */
export async function getNearestPaints(
  hexCodes: readonly string[],
  medium: string | undefined,
  { signal }: QueryRequestOptions = {},
): Promise<TNearestPaint[]> {
  const query = new URLSearchParams({ hex: hexCodes.join(','), ...(medium ? { medium } : {}) });
  return z.array(ZNearestPaint).parse(await apiJson(`/api/paints/nearest?${query}`, { signal }));
}

/** One request for all the colors; while a new set loads, the last answer stays (the mixes change together). */
export function useNearestPaints(hexCodes: readonly string[], medium: string | undefined) {
  return useQuery({
    queryKey: ['paints', 'nearest', hexCodes.join(','), medium ?? null] as const,
    queryFn: ({ signal }) => getNearestPaints(hexCodes, medium, { signal }),
    enabled: hexCodes.length > 0,
    staleTime: CATALOGUE_CACHE.searchStaleMs,
    placeholderData: keepPreviousData,
  });
}
