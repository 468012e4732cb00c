import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { PALETTE_LIST_KEYS } from '#client/lib/query-keys.ts';
import { LIMITS } from '#common/constants.ts';
import { type TPalette, ZPalette } from '#common/schemas/palette.ts';

export async function getSharedPalettes(userId: string, { signal }: QueryRequestOptions = {}): Promise<TPalette[]> {
  const query = new URLSearchParams({ userId, limit: String(LIMITS.sharedLimit) });
  return z.array(ZPalette).parse(await apiJson(`/api/palettes/shared?${query}`, { signal }));
}

export function sharedPalettesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...PALETTE_LIST_KEYS.shared, userId],
    queryFn: userId ? ({ signal }) => getSharedPalettes(userId, { signal }) : skipToken,
  });
}

export function useSharedPalettes(userId: string | null) {
  return useQuery(sharedPalettesQueryOptions(userId));
}
