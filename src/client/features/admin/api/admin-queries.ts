import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPaletteLists } from '#client/lib/palette-lists.ts';

/** Every admin query lives under one prefix, so a change refreshes them all with one call. */
export const ADMIN_KEYS = {
  all: ['admin'],
  users: ['admin', 'users'],
  palettes: ['admin', 'palettes'],
  insights: ['admin', 'insights'],
  catalogue: ['admin', 'catalogue'],
} as const;

/**
 * After an admin change: the panel's own lists, and the library's (a distribution or a deleted
 * master changes what 'My palettes' and 'Curated palettes' hold, spec §7).
 */
export async function refreshAfterAdminChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.all }), refreshPaletteLists(queryClient)]);
}

/** An admin write whose promise settles once the lists are fresh, so the screen never shows the old state. */
export function useAdminMutation<TResult, TVariables>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterAdminChange(queryClient) });
}
