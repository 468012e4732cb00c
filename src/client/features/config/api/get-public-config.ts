import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPublicConfig, type TPublicConfig } from '../../../../common/schemas/public-config';
import { apiJson } from '../../../lib/api-client';

export async function getPublicConfig(): Promise<TPublicConfig> {
  return ZPublicConfig.parse(await apiJson('/api/config'));
}

export function publicConfigQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: getPublicConfig, staleTime: Infinity });
}

export function usePublicConfigQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ ...publicConfigQueryOptions(), enabled });
}
