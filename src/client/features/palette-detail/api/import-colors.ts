import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TImportResult, ZImportResult } from '../../../../common/schemas/color';
import { apiJson } from '../../../lib/api-client';
import { refreshPaletteLists } from '../../palettes/api/palette-lists';
import { paletteQueryKey } from './get-palette';
import { paletteColorsQueryKey } from './get-palette-colors';

/** Issue 15: a CSV file's colors added to a palette; the rows that were not, with their reasons. */
export async function importColors(paletteId: string, csv: string): Promise<TImportResult> {
  return ZImportResult.parse(
    await apiJson(`/api/palettes/${encodeURIComponent(paletteId)}/import`, { method: 'POST', file: { text: csv, type: 'text/csv' } }),
  );
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
