import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api-client.ts';
import { USER_BY_EMAIL_KEY } from '#client/lib/auth/api/get-user-by-email.ts';
import { type TUser, ZUser } from '#common/schemas/user.ts';
import type { TAvatarDraft } from '../avatar-draft';
import { setAvatar } from './set-avatar';

interface TSaveProfileVariables {
  userId: string;
  displayName: string;
  avatar: TAvatarDraft;
}

/**
 * Profile Settings' Save: the new picture becomes the avatar (the server checks and converts the
 * upload), then the name is saved, with the avatar removed if that was asked. The answer is the
 * whole record, which replaces the cached user-by-email entry (matched by id: the key holds the
 * e-mail as the sign-in spelled it), so the header shows the outcome at once.
 */
export async function saveProfile({ userId, displayName, avatar }: TSaveProfileVariables): Promise<TUser> {
  if (avatar.kind === 'replace') await setAvatar(userId, avatar.uploadUrl);
  const request = { displayName, ...(avatar.kind === 'remove' ? { avatarUrl: null } : {}) };
  return ZUser.parse(await apiJson(`/api/users/${encodeURIComponent(userId)}/profile`, { method: 'PUT', body: request }));
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (user) =>
      queryClient.setQueriesData<TUser>({ queryKey: USER_BY_EMAIL_KEY }, (cached) => (cached?.id === user.id ? user : cached)),
  });
}
