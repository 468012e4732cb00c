import { sitePath } from '#client/lib/return-to.ts';

/**
 * What a person chose on the sign-up form that only counts once their address is confirmed (the
 * mailing-list opt-in and the name it is sent with), and the page they signed up from (an
 * invitation waiting to be accepted). Kept in this browser until the confirmation page uses it;
 * opened on another device, that page simply asks again and leads to the library.
 */
export interface TPendingSignUp {
  name: string;
  subscribe: boolean;
  returnTo: string;
}

const keyOf = (email: string) => `palette-library:pending-sign-up:${email.trim().toLowerCase()}`;

export function rememberPendingSignUp(email: string, pending: TPendingSignUp): void {
  try {
    localStorage.setItem(keyOf(email), JSON.stringify(pending));
  } catch {
    // Storage refused (private mode, quota): the confirmation page asks again.
  }
}

/**
 * What was remembered for `email`, left in place: read while a screen renders, which React may do
 * more than once for one screen (a render it throws away reads again), so taking it out there
 * would lose it. The confirmation forgets it once used.
 */
export function readPendingSignUp(email: string): TPendingSignUp | null {
  try {
    const raw = localStorage.getItem(keyOf(email));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return null;
    const { name, subscribe, returnTo } = parsed as Record<string, unknown>;
    return {
      name: typeof name === 'string' ? name : '',
      subscribe: subscribe === true,
      returnTo: sitePath(typeof returnTo === 'string' ? returnTo : null),
    };
  } catch {
    return null;
  }
}

export function forgetPendingSignUp(email: string): void {
  try {
    localStorage.removeItem(keyOf(email));
  } catch {
    // Storage refused: there is nothing to forget.
  }
}
