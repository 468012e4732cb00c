import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TPalette, ZPalette } from '#common/schemas/palette.ts';

/**
 * A palette through its share link (spec §2): anyone holding the id may read it, signed in or not.
 * The share view and printing both only read, so both ask this way.
 */
export async function getSharedPalette(id: string, { signal }: QueryRequestOptions = {}): Promise<TPalette> {
  return ZPalette.parse(await apiJson(`/api/palettes/${encodeURIComponent(id)}?share=true`, { signal }));
}

/**
 * Fetched again on every mount and print: the owner may have changed the palette since. The
 * viewer (the session's user, null when signed out) is part of the key because the abilities in
 * the answer are theirs: signing in on the page asks again, and may offer a copy.
 */
export function sharedPaletteQueryOptions(id: string, viewerId: string | null = null) {
  return queryOptions({
    queryKey: ['palettes', id, 'shared', viewerId] as const,
    queryFn: ({ signal }) => getSharedPalette(id, { signal }),
    staleTime: 0,
  });
}

// While the answer for a new viewer loads, the page keeps showing the palette it has.
export function useSharedPalette(id: string, viewerId: string | null) {
  return useQuery({ ...sharedPaletteQueryOptions(id, viewerId), placeholderData: keepPreviousData });
}
