import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { type TCatalogueImportReport, ZCatalogueImportReport } from '#common/schemas/catalogue-care.ts';
import { ADMIN_KEYS } from './admin-queries';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A maker's chart sent as it is: the server reads .xlsx and .csv by the type named here. */
export async function importChart(file: File): Promise<TCatalogueImportReport> {
  const type = file.name.toLowerCase().endsWith('.xlsx') ? XLSX : 'text/csv';
  return ZCatalogueImportReport.parse(await apiJson('/api/admin/catalogue/import', { method: 'POST', file: { text: file, type } }));
}

export function useImportChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importChart,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.catalogue }),
        queryClient.invalidateQueries({ queryKey: ['paints'] }),
      ]),
  });
}
