import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPublicConfig, type TPublicConfig } from '../../../../common/schemas/public-config';
import { apiJson, type QueryRequestOptions } from '../../../lib/api-client';

export async function getPublicConfig({ signal }: QueryRequestOptions = {}): Promise<TPublicConfig> {
  return ZPublicConfig.parse(await apiJson('/api/config', { signal }));
}

export function publicConfigQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: ({ signal }) => getPublicConfig({ signal }), staleTime: Infinity });
}

export function usePublicConfigQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ ...publicConfigQueryOptions(), enabled });
}
