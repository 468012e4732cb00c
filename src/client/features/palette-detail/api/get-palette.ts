import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPalette, type TPalette } from '../../../../common/schemas/palette';
import { apiJson } from '../../../lib/api-client';

/** A palette the caller may see (owner, admin, distributed master, accepted invite); 404 otherwise. */
export async function getPalette(id: string): Promise<TPalette> {
  return ZPalette.parse(await apiJson(`/api/palettes/${encodeURIComponent(id)}`));
}

/** Every write on the detail screen puts the server's answer under this key. */
export function paletteQueryKey(id: string) {
  return ['palettes', id, 'detail'] as const;
}

export function paletteQueryOptions(id: string) {
  return queryOptions({ queryKey: paletteQueryKey(id), queryFn: () => getPalette(id) });
}

export function usePalette(id: string) {
  return useQuery(paletteQueryOptions(id));
}
