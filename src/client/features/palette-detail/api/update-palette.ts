import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePalette } from '#client/components/palette-actions/api/update-palette.ts';
import { refreshPaletteLists } from '#client/lib/palette-lists.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TPalette, TUpdatePaletteRequest } from '#common/schemas/palette.ts';
import { resizeGrid } from '../board/places';
import { paletteQueryKey } from './get-palette';
import { paletteColorsQueryKey } from './get-palette-colors';

/**
 * PUT /api/palettes/{id} from the detail screen (the fetcher is the library's). The change shows at
 * once and is taken back if the server refuses; a new grid size also moves the colors as the
 * server will (decision 006), so nothing jumps when its answer arrives. As with moves, only the last
 * of several writes in flight puts its answer or its rollback in the cache.
 */
export function useUpdatePaletteDetail(paletteId: string) {
  const queryClient = useQueryClient();
  const paletteKey = paletteQueryKey(paletteId);
  const colorsKey = paletteColorsQueryKey(paletteId);
  const mutationKey = ['palettes', paletteId, 'update'];
  const isLast = () => queryClient.isMutating({ mutationKey }) === 1;
  return useMutation({
    mutationKey,
    mutationFn: (update: TUpdatePaletteRequest) => updatePalette({ id: paletteId, update }),
    onMutate: async (update) => {
      await Promise.all([queryClient.cancelQueries({ queryKey: paletteKey }), queryClient.cancelQueries({ queryKey: colorsKey })]);
      const palette = queryClient.getQueryData<TPalette>(paletteKey);
      const colors = queryClient.getQueryData<TColor[]>(colorsKey);
      if (palette) queryClient.setQueryData<TPalette>(paletteKey, { ...palette, ...update });
      const resized = palette && colors && isResize(update) ? resizeGrid(colors, palette, { ...palette, ...update }) : null;
      if (resized) queryClient.setQueryData(colorsKey, resized);
      return { palette, colors };
    },
    onError: async (_error, _update, previous) => {
      if (!isLast()) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: paletteKey }),
          queryClient.invalidateQueries({ queryKey: colorsKey }),
        ]);
        return;
      }
      if (previous?.palette) queryClient.setQueryData(paletteKey, previous.palette);
      if (previous?.colors) queryClient.setQueryData(colorsKey, previous.colors);
    },
    onSuccess: async (palette, update) => {
      if (isLast()) queryClient.setQueryData(paletteKey, palette);
      await Promise.all([
        isResize(update) ? queryClient.invalidateQueries({ queryKey: colorsKey }) : null,
        refreshPaletteLists(queryClient),
      ]);
    },
  });
}

function isResize(update: TUpdatePaletteRequest): boolean {
  return update.rows !== undefined || update.columns !== undefined;
}
