import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { ZRollupResult } from '#common/schemas/insights.ts';
import { ADMIN_KEYS } from './admin-queries';

/** Makes one day's insights again now (the daily job makes each day once it has ended). */
export async function updateInsights(day: string) {
  return ZRollupResult.parse(await apiJson('/api/admin/insights/rollups', { method: 'POST', body: { day } }));
}

export function useUpdateInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInsights,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.insights }),
  });
}
