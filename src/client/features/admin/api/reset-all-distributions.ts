import type { z } from 'zod';
import { apiJson } from '#client/lib/api-client.ts';
import { ZResetDistributionsResponse } from '#common/schemas/admin.ts';
import { useAdminMutation } from './admin-queries';

export type TResetDistributionsResult = z.infer<typeof ZResetDistributionsResponse>;

/** Removes every pushed copy and marks every master undistributed, in one server transaction. */
export async function resetAllDistributions(): Promise<TResetDistributionsResult> {
  return ZResetDistributionsResponse.parse(await apiJson('/api/admin/reset-all-distributions', { method: 'POST' }));
}

export function useResetAllDistributions() {
  return useAdminMutation(resetAllDistributions);
}
