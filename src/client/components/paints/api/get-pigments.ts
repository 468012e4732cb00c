import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { CATALOGUE_CACHE, LIMITS } from '#common/constants.ts';
import { type TPigment, ZPigment } from '#common/schemas/paints.ts';

/** The pigments whose code or name fits what was typed (the server ranks and caps them). */
export async function searchPigments(query: string, { signal }: QueryRequestOptions = {}): Promise<TPigment[]> {
  return z.array(ZPigment).parse(await apiJson(`/api/paints/pigments?${new URLSearchParams({ query })}`, { signal }));
}

/** Spec §5: pigment search needs more than 2 characters. */
export function canSearchPigments(query: string): boolean {
  return query.trim().length >= LIMITS.pigmentSearchMin;
}

export function pigmentSearchQueryOptions(query: string, enabled = true) {
  const typed = query.trim();
  return queryOptions({
    queryKey: ['paints', 'pigments', typed.toLowerCase()],
    queryFn: enabled && canSearchPigments(typed) ? ({ signal }) => searchPigments(typed, { signal }) : skipToken,
    // Spec §9: the pigment list is kept for 24 hours, also while no form shows it.
    staleTime: CATALOGUE_CACHE.listsStaleMs,
    gcTime: CATALOGUE_CACHE.listsStaleMs,
  });
}

export function usePigmentSearch(query: string, enabled: boolean) {
  return useQuery({ ...pigmentSearchQueryOptions(query, enabled), placeholderData: keepPreviousData });
}
