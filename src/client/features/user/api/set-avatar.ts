import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ZAvatarResponse, type TUser } from '../../../../common/schemas/user';
import { apiJson } from '../../../lib/api-client';
import { USER_BY_EMAIL_KEY } from './get-user-by-email';

/** Spec §7 PUT /api/users/{id}/avatar: turns an upload into the avatar; the URL it is shown from. */
export async function setAvatar(userId: string, uploadUrl: string): Promise<string> {
  const body = await apiJson(`/api/users/${encodeURIComponent(userId)}/avatar`, { method: 'PUT', body: { avatarUrl: uploadUrl } });
  return ZAvatarResponse.parse(body).avatarUrl;
}

/** Puts a new avatar into the cached user record, so the header shows it at once. */
export function useShowAvatar() {
  const queryClient = useQueryClient();
  return useCallback(
    (userId: string, avatarUrl: string | null) =>
      queryClient.setQueriesData<TUser>({ queryKey: USER_BY_EMAIL_KEY }, (cached) => (cached?.id === userId ? { ...cached, avatarUrl } : cached)),
    [queryClient],
  );
}
