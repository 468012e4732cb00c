import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { CATALOGUE_CACHE } from '#common/constants.ts';

export async function getManufacturers({ signal }: QueryRequestOptions = {}): Promise<string[]> {
  return z.array(z.string()).parse(await apiJson('/api/paints/manufacturers', { signal }));
}

export function manufacturersQueryOptions() {
  // Spec §9: the catalogue's lists are kept for 24 hours, also while no form shows them.
  return queryOptions({
    queryKey: ['paints', 'manufacturers'],
    queryFn: ({ signal }) => getManufacturers({ signal }),
    staleTime: CATALOGUE_CACHE.listsStaleMs,
    gcTime: CATALOGUE_CACHE.listsStaleMs,
  });
}

export function useManufacturers() {
  return useQuery(manufacturersQueryOptions());
}
