import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { CATALOGUE_CACHE, TEXTS } from '#common/constants.ts';

/** A manufacturer's series in the catalogue (every series for none; nothing for one it does not know). */
export async function getSeries(manufacturer: string, { signal }: QueryRequestOptions = {}): Promise<string[]> {
  const query = manufacturer ? `?${new URLSearchParams({ manufacturer })}` : '';
  return z.array(z.string()).parse(await apiJson(`/api/paints/series${query}`, { signal }));
}

/** `enabled`: false for a manufacturer the catalogue does not know, whose answer is known to be empty. */
export function seriesQueryOptions(manufacturer: string, enabled = true) {
  const key = manufacturer.trim().toLowerCase();
  return queryOptions({
    queryKey: ['paints', 'series', key],
    queryFn: enabled
      ? ({ signal }) =>
          getSeries(key, { signal }).catch((error: unknown) => {
            // A cancelled request (nobody waits for this manufacturer's series any more) did not fail.
            if (!signal.aborted) toast(TEXTS.paints.seriesFailed, 'destructive');
            throw error;
          })
      : skipToken,
    // Spec §9: kept for 24 hours, also while no form shows them.
    staleTime: CATALOGUE_CACHE.listsStaleMs,
    gcTime: CATALOGUE_CACHE.listsStaleMs,
  });
}

export function useSeries(manufacturer: string, enabled: boolean) {
  return useQuery(seriesQueryOptions(manufacturer, enabled));
}
