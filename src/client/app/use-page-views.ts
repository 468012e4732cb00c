import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '#client/lib/analytics.ts';

/**
 * Sends one page view per path change, with the path only: search-only changes (e.g. removing
 * ?auth=google) do not count, and the query never leaves the page. Nothing is sent until `shown`:
 * the screen must have mounted first, because it may take a secret out of the address (the
 * reset link's token), and its effects run before this hook's in the parent.
 */
export function usePageViews(shown: boolean): void {
  const { pathname } = useLocation();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || lastPath.current === pathname) return;
    lastPath.current = pathname;
    trackPageView(pathname);
  }, [shown, pathname]);
}
