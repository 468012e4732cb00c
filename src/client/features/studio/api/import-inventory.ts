import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshInventory } from '#client/components/ownership/api/get-inventory.ts';
import { ApiError, apiJson } from '#client/lib/api-client.ts';
import { type TInventoryImportResult, ZInventoryImportResult } from '#common/schemas/inventory.ts';

/**
 * A spreadsheet of paints into the studio (the palette export's CSV, plus form, level, count, wish
 * and note columns): every row, or none, with the bad rows' lines and reasons. A file with bad rows
 * is refused (422) with the import's answer, nothing imported and every bad row (decision 027).
 */
export async function importInventory(csv: string): Promise<TInventoryImportResult> {
  try {
    return ZInventoryImportResult.parse(await apiJson('/api/inventory/import', { method: 'POST', file: { text: csv, type: 'text/csv' } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return ZInventoryImportResult.parse(error.body);
    throw error;
  }
}

export function useImportInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importInventory,
    onSuccess: (result) => (result.badRows.length === 0 ? refreshInventory(queryClient, { listToo: true }) : undefined),
  });
}

/** GET: the studio as a CSV file (the import's columns), named by the server; a plain download link. */
export const INVENTORY_EXPORT_PATH = '/api/inventory/export?format=csv';
