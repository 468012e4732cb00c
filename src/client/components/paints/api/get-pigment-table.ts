import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { pigmentTable, type TPigmentTable } from '#common/color/paint-reading.ts';
import { CATALOGUE_CACHE } from '#common/constants.ts';
import { ZPigment } from '#common/schemas/paints.ts';

/** Issue 25: every pigment with what painters know of it, for the palette check and the mixing model. */
export async function getPigmentTable({ signal }: QueryRequestOptions = {}): Promise<TPigmentTable> {
  return pigmentTable(z.array(ZPigment).parse(await apiJson('/api/paints/pigments', { signal })));
}

export const pigmentTableQueryOptions = queryOptions({
  queryKey: ['paints', 'pigment-table'] as const,
  queryFn: ({ signal }) => getPigmentTable({ signal }),
  // Spec §9: the pigment list is kept for 24 hours.
  staleTime: CATALOGUE_CACHE.listsStaleMs,
  gcTime: CATALOGUE_CACHE.listsStaleMs,
});

export function usePigmentTable() {
  return useQuery(pigmentTableQueryOptions);
}
