import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPalette } from '#common/schemas/palette.ts';
import { PALETTE_LIST_KEYS } from './query-keys';

// The three library lists (PALETTE_LIST_KEYS): mutations refresh mine and the curated ones (spec §7);
// the favourite toggle patches every list in place first, since a palette may sit in more than one.

/** Spec §7: after a change the caches of /api/palettes/user and /api/palettes/curated are refreshed. */
export async function refreshPaletteLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PALETTE_LIST_KEYS.mine }),
    queryClient.invalidateQueries({ queryKey: PALETTE_LIST_KEYS.curated }),
  ]);
}

/** Replaces one palette wherever a cached list holds it; returns what was there, to roll back. */
export function patchCachedPalette(
  queryClient: QueryClient,
  id: string,
  patch: (palette: TPalette) => TPalette,
): Array<[QueryKey, TPalette[] | undefined]> {
  const snapshots: Array<[QueryKey, TPalette[] | undefined]> = [];
  for (const key of Object.values(PALETTE_LIST_KEYS)) {
    snapshots.push(...queryClient.getQueriesData<TPalette[]>({ queryKey: key }));
    queryClient.setQueriesData<TPalette[]>({ queryKey: key }, (list) =>
      list?.map((palette) => (palette.id === id ? patch(palette) : palette)),
    );
  }
  return snapshots;
}

/**
 * A palette write whose promise settles only once the lists have been refetched, so a dialog that
 * waits for it closes onto a library that already shows the change.
 */
export function usePaletteMutation<TResult, TVariables>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshPaletteLists(queryClient) });
}
