import type { TUpdateQuotaRequest } from '../../../../common/schemas/admin';
import { type TUser, ZUser } from '../../../../common/schemas/user';
import { apiJson } from '../../../lib/api-client';
import { useAdminMutation } from './admin-queries';

export async function updateUserQuota({ userId, quota }: { userId: string; quota: TUpdateQuotaRequest }): Promise<TUser> {
  return ZUser.parse(await apiJson(`/api/admin/users/${encodeURIComponent(userId)}/quota`, { method: 'PUT', body: quota }));
}

export function useUpdateUserQuota() {
  return useAdminMutation(updateUserQuota);
}
