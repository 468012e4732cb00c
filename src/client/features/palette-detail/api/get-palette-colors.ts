import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TColor, ZColor } from '#common/schemas/color.ts';

export async function getPaletteColors(paletteId: string, { signal }: QueryRequestOptions = {}): Promise<TColor[]> {
  return z.array(ZColor).parse(await apiJson(`/api/colors/palette/${encodeURIComponent(paletteId)}`, { signal }));
}

/** Every mutation of a palette's colors (add, edit, remove, move) updates or invalidates this key. */
export function paletteColorsQueryKey(paletteId: string) {
  return ['colors', 'palette', paletteId] as const;
}

export function paletteColorsQueryOptions(paletteId: string) {
  return queryOptions({
    queryKey: paletteColorsQueryKey(paletteId),
    queryFn: ({ signal }) => getPaletteColors(paletteId, { signal }),
  });
}

export function usePaletteColors(paletteId: string) {
  return useQuery(paletteColorsQueryOptions(paletteId));
}
