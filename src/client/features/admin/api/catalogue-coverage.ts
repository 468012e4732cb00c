import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TCoverageLine, ZCoverageLine } from '#common/schemas/catalogue-care.ts';
import { ADMIN_KEYS } from './admin-queries';

/** Issue 42: how complete each line of the catalogue is. */
export async function getCatalogueCoverage({ signal }: QueryRequestOptions = {}): Promise<TCoverageLine[]> {
  return z.array(ZCoverageLine).parse(await apiJson('/api/admin/catalogue/coverage', { signal }));
}

export const catalogueCoverageQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEYS.catalogue, 'coverage'], queryFn: ({ signal }) => getCatalogueCoverage({ signal }) });

export function useCatalogueCoverage() {
  return useQuery(catalogueCoverageQueryOptions());
}
