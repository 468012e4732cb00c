import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiJsonAs, type QueryRequestOptions } from '#client/lib/api-client.ts';
import type { TUser } from '#common/schemas/user.ts';

/** Every cached user-by-email entry starts with this, so auth changes can drop them all at once. */
export const USER_BY_EMAIL_KEY = ['user', 'email'] as const;

export function userByEmailKey(email: string | null) {
  return [...USER_BY_EMAIL_KEY, email] as const;
}

export async function getUserByEmail(email: string, { signal }: QueryRequestOptions = {}): Promise<TUser> {
  return apiJsonAs<TUser>(`/api/user/email/${encodeURIComponent(email)}`, { signal });
}

// Spec §7: the record is fetched only when there is an e-mail and is fetched again on every mount,
// because an admin may have changed quota or admin flag since it was cached.
export function userByEmailQueryOptions(email: string | null) {
  return queryOptions({
    queryKey: userByEmailKey(email),
    queryFn: email ? ({ signal }) => getUserByEmail(email, { signal }) : skipToken,
    staleTime: 0,
  });
}

export function useUserByEmail(email: string | null) {
  return useQuery(userByEmailQueryOptions(email));
}
