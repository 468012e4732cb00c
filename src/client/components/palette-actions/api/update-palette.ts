import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { patchCachedPalette, refreshPaletteLists } from '#client/lib/palette-lists.ts';
import { PALETTE_LIST_KEYS } from '#client/lib/query-keys.ts';
import { type TPalette, type TUpdatePaletteRequest, ZPalette } from '#common/schemas/palette.ts';

export async function updatePalette({ id, update }: { id: string; update: TUpdatePaletteRequest }): Promise<TPalette> {
  return ZPalette.parse(await apiJson(`/api/palettes/${encodeURIComponent(id)}`, { method: 'PUT', body: update }));
}

/** A palette change refreshes the lists and every cached view of that palette (detail, shared view). */
export function useUpdatePalette() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePalette,
    onSuccess: (_palette, { id }) =>
      Promise.all([refreshPaletteLists(queryClient), queryClient.invalidateQueries({ queryKey: ['palettes', id] })]),
  });
}

/**
 * The star flips at once (DESIGN: optimistic toggles) and flips back if the server refuses.
 * Polls in flight are cancelled first so an older answer cannot overwrite the new state.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isFavorite }: { id: string; isFavorite: boolean }) => updatePalette({ id, update: { isFavorite } }),
    onMutate: async ({ id, isFavorite }) => {
      await Promise.all(Object.values(PALETTE_LIST_KEYS).map((queryKey) => queryClient.cancelQueries({ queryKey })));
      return patchCachedPalette(queryClient, id, (palette) => ({ ...palette, isFavorite }));
    },
    onError: (_error, _variables, snapshots) => {
      for (const [queryKey, list] of snapshots ?? []) queryClient.setQueryData(queryKey, list);
    },
    onSettled: () => refreshPaletteLists(queryClient),
  });
}
