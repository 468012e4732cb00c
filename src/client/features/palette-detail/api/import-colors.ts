import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { refreshPaletteLists } from '#client/lib/palette-lists.ts';
import { type TImportResult, ZImportResult } from '#common/schemas/color.ts';
import { paletteQueryKey } from './get-palette';
import { paletteColorsQueryKey } from './get-palette-colors';

/**
 * Issue 15: a CSV file's colors added to a palette; the rows that were not, with their reasons.
 * With `preview` (issue 27), what adding them would do now, and nothing added.
 */
export async function importColors(paletteId: string, csv: string, preview = false): Promise<TImportResult> {
  const path = `/api/palettes/${encodeURIComponent(paletteId)}/import${preview ? '?preview=true' : ''}`;
  return ZImportResult.parse(await apiJson(path, { method: 'POST', file: { text: csv, type: 'text/csv' } }));
}

/** What importing a file would do to the palette now: asked before anything is added. */
export function usePreviewImport(paletteId: string) {
  return useMutation({ mutationFn: (csv: string) => importColors(paletteId, csv, true) });
}

/** After an import the palette shows its new colors (and its count), as do the library's cards. */
export function useImportColors(paletteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importColors(paletteId, csv),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paletteColorsQueryKey(paletteId) }),
        queryClient.invalidateQueries({ queryKey: paletteQueryKey(paletteId) }),
        refreshPaletteLists(queryClient),
      ]),
  });
}
