import { useLocation } from 'react-router';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { MAIN_CONTENT_ID } from '#client/lib/main-content.ts';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { RouteOutlet } from './route-outlet';
import { usePageViews } from './use-page-views';
import { VisitorHeader } from './visitor-header';

export function AppShell() {
  const { status, sessionUser } = useAuth();
  const { pathname } = useLocation();
  usePageViews(status === 'ready');
  // Signed out, every page but the landing page (its own title and 'Get Started') has a header.
  const header = sessionUser ? <AppHeader /> : status === 'ready' && pathname !== '/' ? <VisitorHeader /> : null;

  return (
    <div className="flex min-h-dvh flex-col">
      {header ? (
        <>
          <a
            href={`#${MAIN_CONTENT_ID}`}
            className="sr-only rounded-md bg-surface px-4 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center"
          >
            Skip to main content
          </a>
          {header}
        </>
      ) : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {/* Nothing until it is known who is here (one request, asked for by index.html before the
            scripts arrive): a loading state shown now would be seen jumping down under the header. */}
        {status === 'loading' ? null : <RouteOutlet />}
      </main>
      {status === 'loading' ? null : <AppFooter />}
    </div>
  );
}
