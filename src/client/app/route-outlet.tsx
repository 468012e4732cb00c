import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { FullPageStatus } from '../components/full-page-status';
import { RouteErrorScreen } from '../components/route-error-screen';

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
