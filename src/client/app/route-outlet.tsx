import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '#client/components/error-boundary.tsx';
import { FullPageStatus } from '#client/components/full-page-status.tsx';
import { RouteErrorScreen } from '#client/components/route-error-screen.tsx';

/**
 * The current route's screen: its code loaded when first needed (a loading state meanwhile), and
 * a failure to render it or to load it kept to that route: the page's frame stays, and going to
 * another page tries again.
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<RouteErrorScreen />}>
      <Suspense
        fallback={
          <FullPageStatus busy>
            <span>Loading…</span>
          </FullPageStatus>
        }
      >
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
