import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TPalette, ZPalette } from '#common/schemas/palette.ts';

/** A palette the caller may see (owner, admin, distributed master, accepted invite); 404 otherwise. */
export async function getPalette(id: string, { signal }: QueryRequestOptions = {}): Promise<TPalette> {
  return ZPalette.parse(await apiJson(`/api/palettes/${encodeURIComponent(id)}`, { signal }));
}

/** Every write on the detail screen puts the server's answer under this key. */
export function paletteQueryKey(id: string) {
  return ['palettes', id, 'detail'] as const;
}

export function paletteQueryOptions(id: string) {
  return queryOptions({ queryKey: paletteQueryKey(id), queryFn: ({ signal }) => getPalette(id, { signal }) });
}

export function usePalette(id: string) {
  return useQuery(paletteQueryOptions(id));
}
