import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, type QueryRequestOptions } from '#client/lib/api-client.ts';
import { type TInsights, type TInsightsQuery, ZInsights } from '#common/schemas/insights.ts';
import { ADMIN_KEYS } from './admin-queries';

export async function getInsights(period: TInsightsQuery, { signal }: QueryRequestOptions = {}): Promise<TInsights> {
  return ZInsights.parse(await apiJson(`/api/admin/insights?${new URLSearchParams(period)}`, { signal }));
}

export function insightsQueryOptions(period: TInsightsQuery) {
  return queryOptions({
    queryKey: [...ADMIN_KEYS.insights, period],
    queryFn: ({ signal }) => getInsights(period, { signal }),
    // The charts keep the last period on screen while the next loads.
    placeholderData: keepPreviousData,
  });
}

export function useInsights(period: TInsightsQuery) {
  return useQuery(insightsQueryOptions(period));
}
