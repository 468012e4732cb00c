/** Spec §2: the sign-in route the invite page sends a signed-out person to. */
export const SIGN_IN_PATH = '/auth';
const RETURN_TO = 'returnTo';

/** /auth, remembering the page (path and query) to come back to once signed in. */
export function signInPath(returnTo: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_TO]: returnTo }).toString()}`;
}

/**
 * Where /auth sends a person once signed in: its returnTo when that is a page of this site, else
 * the library. The parameter is anyone's to write in a link, so another site ('//elsewhere',
 * '/\elsewhere', 'https://elsewhere') and /auth itself (a loop) are refused.
 */
export function returnToOf(search: string): string {
  const wanted = new URLSearchParams(search).get(RETURN_TO);
  if (!wanted?.startsWith('/')) return '/';
  const origin = window.location.origin;
  try {
    const url = new URL(wanted, origin);
    if (url.origin !== origin || url.pathname === SIGN_IN_PATH) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
