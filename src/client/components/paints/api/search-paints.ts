import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { CATALOGUE_CACHE, type COLOR_MEDIUMS, LIMITS, TEXTS } from '#common/constants.ts';
import { type TPaintSearchResult, ZPaintSearchResult } from '#common/schemas/paints.ts';

export interface TPaintSearch {
  query: string;
  tagIds: readonly string[];
  /** Colors with any of the tags (OR, spec §5's default) or with all of them (AND). */
  filterMode?: 'OR' | 'AND';
  userId?: string;
  /** The palette's medium: catalogue paints in it come first. */
  preferredMedium?: (typeof COLOR_MEDIUMS)[number];
  /** The color being edited, which is not suggested to itself. */
  excludeColorId?: string;
}

export async function searchPaints(search: TPaintSearch, { signal }: QueryRequestOptions = {}): Promise<TPaintSearchResult[]> {
  const { query, tagIds, filterMode, userId, preferredMedium, excludeColorId } = search;
  const params = new URLSearchParams({ query, limit: String(LIMITS.suggestions) });
  if (tagIds.length > 0) params.set('tagIds', tagIds.join(','));
  if (tagIds.length > 1 && filterMode) params.set('filterMode', filterMode);
  if (userId) params.set('userId', userId);
  if (preferredMedium) params.set('preferredMedium', preferredMedium);
  // Only the painter's own colors can be the color edited.
  if (tagIds.length > 0 && excludeColorId) params.set('excludeColorId', excludeColorId);
  return z.array(ZPaintSearchResult).parse(await apiJson(`/api/paints/search-with-tags?${params}`, { signal }));
}

/** Spec §5: a search needs 3 characters or a selected tag; before that nothing is asked. */
export function canSearchPaints({ query, tagIds }: TPaintSearch): boolean {
  return query.trim().length >= LIMITS.paintSearchMin || tagIds.length > 0;
}

/** `enabled`: only while suggestions are wanted, so opening a color asks nothing. */
export function paintSearchQueryOptions(search: TPaintSearch, enabled = true) {
  const key = {
    query: search.query.trim(),
    tagIds: [...search.tagIds].sort(),
    // With one tag or none, any and all find the same.
    filterMode: search.tagIds.length > 1 ? (search.filterMode ?? 'OR') : 'OR',
    userId: search.userId ?? null,
    preferredMedium: search.preferredMedium ?? null,
    excludeColorId: search.tagIds.length > 0 ? (search.excludeColorId ?? null) : null,
  };
  return queryOptions({
    queryKey: ['paints', 'search', key],
    queryFn:
      enabled && canSearchPaints(search)
        ? ({ signal }) =>
            searchPaints(search, { signal }).catch((error: unknown) => {
              // A cancelled request (the search moved on to what is typed now) did not fail.
              if (!signal.aborted) toast(TEXTS.paints.searchFailed, 'destructive');
              throw error;
            })
        : skipToken,
    // Spec §9: search results are reused for 30 s.
    staleTime: CATALOGUE_CACHE.searchStaleMs,
  });
}

/** Suggestions for what is typed; the last ones stay on screen while the next arrive. */
export function usePaintSearch(search: TPaintSearch, enabled: boolean) {
  return useQuery({ ...paintSearchQueryOptions(search, enabled), placeholderData: keepPreviousData });
}
