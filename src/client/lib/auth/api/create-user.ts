import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJsonAs } from '#client/lib/api-client.ts';
import type { TCreateUserRequest, TUser } from '#common/schemas/user.ts';
import { userByEmailKey } from './get-user-by-email';

export async function createUser(request: TCreateUserRequest): Promise<TUser> {
  return apiJsonAs<TUser>('/api/users', { method: 'POST', body: request });
}

/** Creates the product user and caches it under the e-mail it was looked up by. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user, request) => queryClient.setQueryData(userByEmailKey(request.email), user),
  });
}
