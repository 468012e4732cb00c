import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { PALETTE_LIST_KEYS } from '#client/lib/query-keys.ts';
import { LIMITS } from '#common/constants.ts';
import { type TCuratedPalette, ZCuratedPalette } from '#common/schemas/palette.ts';

export async function getCuratedPalettes(userId: string, { signal }: QueryRequestOptions = {}): Promise<TCuratedPalette[]> {
  const query = new URLSearchParams({ limit: String(LIMITS.curatedLimit), userId });
  return z.array(ZCuratedPalette).parse(await apiJson(`/api/palettes/curated?${query}`, { signal }));
}

// Spec §7: curated palettes poll every 15 s, so a master an admin distributes shows up unasked.
export function curatedPalettesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...PALETTE_LIST_KEYS.curated, userId],
    queryFn: userId ? ({ signal }) => getCuratedPalettes(userId, { signal }) : skipToken,
    refetchInterval: 15_000,
  });
}

export function useCuratedPalettes(userId: string | null) {
  return useQuery(curatedPalettesQueryOptions(userId));
}
