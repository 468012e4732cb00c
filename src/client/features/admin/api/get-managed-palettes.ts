import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TPalette, ZPalette } from '#common/schemas/palette.ts';
import { ADMIN_KEYS } from './admin-queries';

/** Every master, and the admin's own palettes that could be promoted to one. */
export async function getManagedPalettes({ signal }: QueryRequestOptions = {}): Promise<TPalette[]> {
  return z.array(ZPalette).parse(await apiJson('/api/admin/master-palettes', { signal }));
}

export function managedPalettesQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_KEYS.palettes,
    queryFn: ({ signal }) => getManagedPalettes({ signal }),
    // Asked again whenever the panel opens: a master edited at /admin/palette/{id} (renamed, new
    // notes) changes through the detail screen, which does not know this list.
    staleTime: 0,
  });
}

export function useManagedPalettes() {
  return useQuery(managedPalettesQueryOptions());
}
