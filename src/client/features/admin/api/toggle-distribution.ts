import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '#client/lib/api-client.ts';
import { ZToggleDistributionResponse } from '#common/schemas/admin.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { ADMIN_KEYS, refreshAfterAdminChange } from './admin-queries';

export type TToggleDistributionResult = z.infer<typeof ZToggleDistributionResponse>;

export async function toggleDistribution({
  id,
  isDistributed,
}: {
  id: string;
  isDistributed: boolean;
}): Promise<TToggleDistributionResult> {
  return ZToggleDistributionResponse.parse(
    await apiJson(`/api/admin/toggle-distribution/${encodeURIComponent(id)}`, { method: 'PUT', body: { isDistributed } }),
  );
}

/** The switch moves at once (DESIGN: optimistic toggles) and moves back if the server refuses. */
export function useToggleDistribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleDistribution,
    onMutate: async ({ id, isDistributed }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_KEYS.palettes });
      const previous = queryClient.getQueryData<TPalette[]>(ADMIN_KEYS.palettes);
      queryClient.setQueryData<TPalette[]>(ADMIN_KEYS.palettes, (list) =>
        list?.map((palette) => (palette.id === id ? { ...palette, isDistributed } : palette)),
      );
      return previous;
    },
    onError: (_error, _variables, previous) => queryClient.setQueryData(ADMIN_KEYS.palettes, previous),
    onSettled: () => refreshAfterAdminChange(queryClient),
  });
}
