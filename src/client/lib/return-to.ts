/** Spec §2: the sign-in route the invite page sends a signed-out person to. */
export const SIGN_IN_PATH = '/auth';
const RETURN_TO = 'returnTo';

/** /auth, remembering the page (path and query) to come back to once signed in. */
export function signInPath(returnTo: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_TO]: returnTo }).toString()}`;
}

/**
 * `wanted` when it is a page of this site, else the library. A return address is anyone's to write
 * (in a link, in this browser's storage), so another site ('//elsewhere', '/\\elsewhere',
 * 'https://elsewhere') and /auth itself (a loop) are refused.
 */
export function sitePath(wanted: string | null | undefined): string {
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

/** Where /auth sends a person once signed in: its returnTo when that is a page of this site, else the library. */
export function returnToOf(search: string): string {
  return sitePath(new URLSearchParams(search).get(RETURN_TO));
}

/** The page the person is on, to come back to later; on /auth, the page it was opened for. */
export function currentPage(): string {
  const { pathname, search } = window.location;
  return pathname === SIGN_IN_PATH ? returnToOf(search) : sitePath(`${pathname}${search}`);
}
