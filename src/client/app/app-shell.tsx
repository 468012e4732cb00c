import { Outlet } from 'react-router';
import { FullPageStatus } from '../components/full-page-status';
import { useAuth } from '../features/auth';
import { MAIN_CONTENT_ID } from '../lib/main-content';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { usePageViews } from './use-page-views';

export function AppShell() {
  const { status, sessionUser } = useAuth();
  usePageViews(status === 'ready');

  return (
    <div className="flex min-h-dvh flex-col">
      {sessionUser ? (
        <>
          <a
            href={`#${MAIN_CONTENT_ID}`}
            className="sr-only rounded-md bg-surface px-4 py-3 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
          >
            Skip to main content
          </a>
          <AppHeader />
        </>
      ) : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {status === 'loading' ? (
          <FullPageStatus busy>
            <span>Loading…</span>
          </FullPageStatus>
        ) : (
          <Outlet />
        )}
      </main>
      <AppFooter />
    </div>
  );
}
