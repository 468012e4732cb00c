import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJsonAs, type QueryRequestOptions } from '#client/lib/api-client.ts';
import type { TPublicConfig } from '#common/schemas/public-config.ts';

export async function getPublicConfig({ signal }: QueryRequestOptions = {}): Promise<TPublicConfig> {
  return apiJsonAs<TPublicConfig>('/api/config', { signal });
}

export function publicConfigQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: ({ signal }) => getPublicConfig({ signal }), staleTime: Infinity });
}

export function usePublicConfigQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ ...publicConfigQueryOptions(), enabled });
}
