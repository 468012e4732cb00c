import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { authClient, type TSessionUser } from '#client/lib/auth-client.ts';
import { dropBootstrap, settleBootstrap } from '#client/lib/bootstrap.ts';
import { toast } from '#client/lib/toast.ts';
import type { TUser } from '#common/schemas/user.ts';
import { authFailureOf, failureDescription } from './auth-errors';
import { AUTH_CLIENT_TEXTS } from './auth-texts';
import { useGoogleSignInReturn } from './use-google-sign-in-return';
import { useProductUser } from './use-product-user';

export interface TAuthState {
  /** 'loading' until the identity provider has answered whether anyone is signed in. */
  status: 'loading' | 'ready';
  sessionUser: TSessionUser | null;
  /** The product's own record for the signed-in person; null while it loads or is being created. */
  user: TUser | null;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<TAuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ready = !session.isPending;
  const sessionUser = session.data?.user ?? null;
  // Before any screen below asks for data: the page's own answers are theirs only if the session
  // is the one it was made for. Idempotent, so it may run during render.
  if (ready) settleBootstrap(sessionUser?.id ?? null);

  // Between the sign-out request and the session reading as empty, the old user must not be
  // looked up again: the cookie is already gone, so the lookup could only fail.
  const [signingOutId, setSigningOutId] = useState<string | null>(null);
  if (signingOutId !== null && sessionUser?.id !== signingOutId) setSigningOutId(null);
  const activeUser = sessionUser && sessionUser.id !== signingOutId ? sessionUser : null;

  const user = useProductUser(ready, activeUser);
  useGoogleSignInReturn(ready, sessionUser);

  const signOut = useCallback(async () => {
    setSigningOutId(sessionUser?.id ?? null);
    const failure = await authFailureOf(() => authClient.signOut());
    if (failure) {
      setSigningOutId(null);
      const { title, description } = AUTH_CLIENT_TEXTS.signOutFailed;
      toast({ title, description: failureDescription(failure, description) }, 'destructive');
      return;
    }
    // Nothing cached for the previous person may leak into the next session on this browser.
    dropBootstrap();
    queryClient.clear();
    await navigate('/');
  }, [sessionUser, queryClient, navigate]);

  const value = useMemo<TAuthState>(
    () => ({ status: ready ? 'ready' : 'loading', sessionUser, user, signOut }),
    [ready, sessionUser, user, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): TAuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
