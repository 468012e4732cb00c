import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '#client/lib/api-client.ts';
import type { TSessionUser } from '#client/lib/auth-client.ts';
import type { TUser } from '#common/schemas/user.ts';
import { defaultUserName } from '#common/user-name.ts';
import { useCreateUser } from './api/create-user';
import { USER_BY_EMAIL_KEY, userByEmailKey, useUserByEmail } from './api/get-user-by-email';

/**
 * On each identity change, forgets the previous identity's product user so no screen can show it,
 * and marks the new one stale. The new identity's entry is kept: its request is already in flight.
 */
function useForgetOtherUsersOnAuthChange(ready: boolean, userId: string | null, email: string | null): void {
  const queryClient = useQueryClient();
  const lastUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!ready || lastUserId.current === userId) return;
    const isFirstAnswer = lastUserId.current === undefined;
    lastUserId.current = userId;
    if (isFirstAnswer) return;
    const currentHash = hashKey(userByEmailKey(email));
    const isOtherUser = (query: { queryHash: string }) => query.queryHash !== currentHash;
    void queryClient.invalidateQueries({ queryKey: USER_BY_EMAIL_KEY, refetchType: 'none' });
    queryClient.removeQueries({ queryKey: USER_BY_EMAIL_KEY, predicate: isOtherUser });
  }, [queryClient, ready, userId, email]);
}

/** The product user record for the signed-in identity, created on first sign-in when missing. */
export function useProductUser(ready: boolean, sessionUser: TSessionUser | null): TUser | null {
  const email = sessionUser?.email || null;
  useForgetOtherUsersOnAuthChange(ready, sessionUser?.id ?? null, email);

  const query = useUserByEmail(email);
  const { mutate: createUser } = useCreateUser();
  const createdFor = useRef<string | null>(null);
  const isMissing = query.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (!isMissing || !sessionUser || !email || createdFor.current === email) return;
    // Once per e-mail: a failed creation must not turn into a request loop.
    createdFor.current = email;
    createUser(
      { email, name: defaultUserName(sessionUser.name, email) },
      { onError: (error) => console.warn('Could not create the product user:', error.message) },
    );
  }, [isMissing, sessionUser, email, createUser]);

  return query.data ?? null;
}
