import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paletteMixesQueryKey } from '#client/components/palette/api/get-palette-mixes.ts';
import { restorePalette } from '#client/features/palettes/api/restore-palette.ts';
import { refreshPaletteLists } from '#client/lib/palette-lists.ts';
import { paletteQueryKey } from './get-palette';
import { paletteColorsQueryKey } from './get-palette-colors';

/** Reset to original from the detail screen (the fetcher is the library's): the palette, its colors and its mixes change. */
export function useResetToOriginal(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restorePalette(paletteId),
    onSuccess: async (palette) => {
      queryClient.setQueryData(paletteQueryKey(paletteId), palette);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paletteColorsQueryKey(paletteId) }),
        queryClient.invalidateQueries({ queryKey: paletteMixesQueryKey(paletteId) }),
        refreshPaletteLists(queryClient),
      ]);
    },
  });
}
