import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TPaintReport, ZPaintReport } from '#common/schemas/catalogue-care.ts';
import { ADMIN_KEYS } from './admin-queries';

/** What painters reported wrong and no admin has resolved yet. */
export async function getOpenReports({ signal }: QueryRequestOptions = {}): Promise<TPaintReport[]> {
  return z.array(ZPaintReport).parse(await apiJson('/api/admin/catalogue/reports', { signal }));
}

export const openReportsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEYS.catalogue, 'reports'], queryFn: ({ signal }) => getOpenReports({ signal }) });

export const useOpenReports = () => useQuery(openReportsQueryOptions());

export async function resolveReport(id: string): Promise<TPaintReport> {
  return ZPaintReport.parse(await apiJson(`/api/admin/catalogue/reports/${id}`, { method: 'PUT', body: { resolved: true } }));
}

/** Resolving changes the list and the coverage's open reports. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resolveReport, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.catalogue }) });
}
