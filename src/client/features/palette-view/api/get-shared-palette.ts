import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPalette, type TPalette } from '../../../../common/schemas/palette';
import { apiJson } from '../../../lib/api-client';

/**
 * A palette through its share link (spec §2): anyone holding the id may read it, signed in or not.
 * The share view and printing both only read, so both ask this way.
 */
export async function getSharedPalette(id: string): Promise<TPalette> {
  return ZPalette.parse(await apiJson(`/api/palettes/${encodeURIComponent(id)}?share=true`));
}

// Fetched again on every mount and print: the owner may have changed the palette since.
export function sharedPaletteQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['palettes', id, 'shared'] as const,
    queryFn: () => getSharedPalette(id),
    staleTime: 0,
  });
}

export function useSharedPalette(id: string) {
  return useQuery(sharedPaletteQueryOptions(id));
}
