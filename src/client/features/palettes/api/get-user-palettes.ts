import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { PALETTE_LIST_KEYS } from '#client/lib/query-keys.ts';
import { type TPalette, ZPalette } from '#common/schemas/palette.ts';

export async function getUserPalettes({ signal }: QueryRequestOptions = {}): Promise<TPalette[]> {
  return z.array(ZPalette).parse(await apiJson('/api/palettes/user', { signal }));
}

// The user id is in the key although the server reads the session: a new sign-in on this browser
// never sees the previous person's list, even for the moment before a refetch. Spec §7's polling.
export function userPalettesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...PALETTE_LIST_KEYS.mine, userId],
    queryFn: userId ? ({ signal }) => getUserPalettes({ signal }) : skipToken,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

export function useUserPalettes(userId: string | null) {
  return useQuery(userPalettesQueryOptions(userId));
}
