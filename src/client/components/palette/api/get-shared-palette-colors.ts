import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TColor, ZColor } from '#common/schemas/color.ts';

/** A palette's colors through its share link, like getSharedPalette. */
export async function getSharedPaletteColors(paletteId: string, { signal }: QueryRequestOptions = {}): Promise<TColor[]> {
  return z.array(ZColor).parse(await apiJson(`/api/colors/palette/${encodeURIComponent(paletteId)}?share=true`, { signal }));
}

// Fetched again on every mount and print: the owner may have changed the colors since.
export function sharedPaletteColorsQueryOptions(paletteId: string) {
  return queryOptions({
    queryKey: ['colors', 'palette', paletteId, 'shared'] as const,
    queryFn: ({ signal }) => getSharedPaletteColors(paletteId, { signal }),
    staleTime: 0,
  });
}

export function useSharedPaletteColors(paletteId: string) {
  return useQuery(sharedPaletteColorsQueryOptions(paletteId));
}
