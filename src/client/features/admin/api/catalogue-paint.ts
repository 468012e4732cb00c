import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import {
  type TAdminCataloguePaint,
  type TEditPaintFactsForm,
  type TPaintFactEdit,
  ZAdminCataloguePaint,
  ZPaintFactEdit,
} from '#common/schemas/catalogue-care.ts';
import { ADMIN_KEYS } from './admin-queries';

const paintKey = (id: string) => [...ADMIN_KEYS.catalogue, 'paint', id] as const;

/** A catalogue paint's facts as an admin fixes them. */
export async function getCataloguePaint(id: string, { signal }: QueryRequestOptions = {}): Promise<TAdminCataloguePaint> {
  return ZAdminCataloguePaint.parse(await apiJson(`/api/admin/catalogue/paints/${id}`, { signal }));
}

/** The fixes of a paint's facts, newest first. */
export async function getPaintFactHistory(id: string, { signal }: QueryRequestOptions = {}): Promise<TPaintFactEdit[]> {
  return z.array(ZPaintFactEdit).parse(await apiJson(`/api/admin/catalogue/paints/${id}/history`, { signal }));
}

export const cataloguePaintQueryOptions = (id: string) =>
  queryOptions({ queryKey: paintKey(id), queryFn: ({ signal }) => getCataloguePaint(id, { signal }) });

export const paintFactHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...paintKey(id), 'history'], queryFn: ({ signal }) => getPaintFactHistory(id, { signal }) });

export const useCataloguePaint = (id: string) => useQuery(cataloguePaintQueryOptions(id));
export const usePaintFactHistory = (id: string) => useQuery(paintFactHistoryQueryOptions(id));

/** Sends the form as typed: the server reads it with the same schemas the form checked it with. */
export async function editPaintFacts(id: string, form: TEditPaintFactsForm): Promise<TAdminCataloguePaint> {
  return ZAdminCataloguePaint.parse(await apiJson(`/api/admin/catalogue/paints/${id}`, { method: 'PUT', body: form }));
}

/** A fix changes the paint, its history, the coverage, and what any catalogue search shows. */
export function useEditPaintFacts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TEditPaintFactsForm) => editPaintFacts(id, form),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.catalogue }),
        queryClient.invalidateQueries({ queryKey: ['paints'] }),
      ]),
  });
}
