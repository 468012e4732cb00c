import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { refreshPaletteLists } from '#client/lib/palette-lists.ts';
import { type TColor, type TUpdateColorRequest, ZColor } from '#common/schemas/color.ts';
import { paletteColorsQueryKey } from './get-palette-colors';

export async function updateColor({ id, update }: { id: string; update: TUpdateColorRequest }): Promise<TColor> {
  return ZColor.parse(await apiJson(`/api/colors/${encodeURIComponent(id)}`, { method: 'PUT', body: update }));
}

/**
 * After a color was added, edited or removed: the palette shows the change at once (the server's
 * answer is written into its cache), then refetches to pick up anything else that moved, and the
 * library refreshes too, since its cards draw each palette's swatches.
 */
export function applyToPaletteColors(queryClient: QueryClient, paletteId: string, change: (colors: TColor[]) => TColor[]): void {
  const queryKey = paletteColorsQueryKey(paletteId);
  queryClient.setQueryData<TColor[]>(queryKey, (colors) => (colors ? change(colors) : colors));
  void queryClient.invalidateQueries({ queryKey });
  void refreshPaletteLists(queryClient);
}

/** Puts a saved color in its palette's list: replaces it when it is there, appends it when new. */
export function withSavedColor(saved: TColor): (colors: TColor[]) => TColor[] {
  return (colors) =>
    colors.some((color) => color.id === saved.id) ? colors.map((color) => (color.id === saved.id ? saved : color)) : [...colors, saved];
}

export function useUpdateColor(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateColor,
    onSuccess: (color) => applyToPaletteColors(queryClient, paletteId, withSavedColor(color)),
  });
}
