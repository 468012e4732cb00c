import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { track } from '#client/lib/analytics.ts';
import type { TSessionUser } from '#client/lib/auth-client.ts';
import { returnToOf, SIGN_IN_PATH } from '#client/lib/return-to.ts';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import { subscribeMailingList } from './api/subscribe-mailing-list';
import { googleFailureToast } from './auth-errors';

/**
 * Where Google sends the browser back to, with the marker it asks for on success and on failure
 * alike: from /auth, the page it was opened for (an invitation, say); from anywhere else, home (a
 * page such as a password link cannot be opened twice).
 */
export function googleReturnUrl(): string {
  const { pathname, search, origin } = window.location;
  const back = new URL(pathname === SIGN_IN_PATH ? returnToOf(search) : '/', origin);
  back.searchParams.set('auth', 'google');
  return `${back.pathname}${back.search}`;
}

const RETURN_PARAMS = ['auth', 'error', 'error_description'] as const;

/**
 * Google sign-in is a full-page redirect, so its success or failure is only known when the app
 * loads again with ?auth=google (on whichever page it came back to). Reports it once, then removes the marker from the address.
 */
export function useGoogleSignInReturn(ready: boolean, sessionUser: TSessionUser | null): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const handled = useRef(false);
  const isReturn = searchParams.get('auth') === 'google';

  useEffect(() => {
    if (!ready || !isReturn || handled.current) return;
    handled.current = true;
    const error = searchParams.get('error');
    if (error) {
      const message = searchParams.get('error_description') ?? undefined;
      toast(googleFailureToast({ code: error, message }), 'destructive');
    } else if (sessionUser) {
      toast(TEXTS.auth.googleSignedIn);
      track('login', { method: 'google' });
      void subscribeMailingList({
        email: sessionUser.email,
        name: sessionUser.name,
        autoSubscribe: true,
        hasOptedIn: false,
      });
    }
    const cleaned = new URLSearchParams(searchParams);
    for (const name of RETURN_PARAMS) cleaned.delete(name);
    setSearchParams(cleaned, { replace: true });
  }, [ready, isReturn, sessionUser, searchParams, setSearchParams]);
}
