import { apiJson } from '#client/lib/api-client.ts';
import type { TUpdateQuotaRequest } from '#common/schemas/admin.ts';
import { type TUser, ZUser } from '#common/schemas/user.ts';
import { useAdminMutation } from './admin-queries';

export async function updateUserQuota({ userId, quota }: { userId: string; quota: TUpdateQuotaRequest }): Promise<TUser> {
  return ZUser.parse(await apiJson(`/api/admin/users/${encodeURIComponent(userId)}/quota`, { method: 'PUT', body: quota }));
}

export function useUpdateUserQuota() {
  return useAdminMutation(updateUserQuota);
}
