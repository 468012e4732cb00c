import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUser, type TUpdateProfileRequest, type TUser } from '../../../../common/schemas/user';
import { apiJson } from '../../../lib/api-client';
import { USER_BY_EMAIL_KEY } from './get-user-by-email';

interface TUpdateProfileVariables extends TUpdateProfileRequest {
  userId: string;
}

export async function updateProfile({ userId, ...request }: TUpdateProfileVariables): Promise<TUser> {
  return ZUser.parse(await apiJson(`/api/users/${encodeURIComponent(userId)}/profile`, { method: 'PUT', body: request }));
}

/**
 * Saves the profile and puts the answer into the cached user-by-email entry, so everything that
 * shows the user (the header) has the new name at once. The entry is matched by id, not by key:
 * the key holds the e-mail as the sign-in spelled it.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) =>
      queryClient.setQueriesData<TUser>({ queryKey: USER_BY_EMAIL_KEY }, (cached) =>
        cached?.id === user.id ? user : cached,
      ),
  });
}
