import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TUser } from '../../../common/schemas/user';
import { authClient, type TSessionUser } from '../../lib/auth-client';
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

  const user = useProductUser(ready, sessionUser);
  useGoogleSignInReturn(ready, sessionUser);

  const signOut = useCallback(async () => {
    await authClient.signOut();
    // Nothing cached for the previous person may leak into the next session on this browser.
    queryClient.clear();
    await navigate('/');
  }, [queryClient, navigate]);

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
