import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ConfirmProvider } from '../../../components/ui/confirm-provider';
import { Toaster } from '../../../components/ui/toaster';
import { configureAnalytics } from '../../../lib/analytics';
import { authClient } from '../../../lib/auth-client';
import { TEST_CONFIG } from '../../../test/public-config';
import { AuthDialogProvider, AuthProvider } from '../../auth';
import { ConfigProvider } from '../../config';
import { SharedShoppingListScreen, ShoppingListScreen, StudioScreen } from '..';

/** The app's providers, in the app's order, around the studio's routes. */
function Frame() {
  return (
    <AuthProvider>
      <AuthDialogProvider>
        <ConfirmProvider>
          <main>
            <Outlet />
          </main>
        </ConfirmProvider>
      </AuthDialogProvider>
    </AuthProvider>
  );
}

/**
 * The studio's screens at `path`, as the app mounts them, against whatever fetch the test stubbed
 * first (fakeStudioApi). Analytics go to the first-party endpoint, so the fake hears them.
 */
export function renderStudio(path: string) {
  configureAnalytics(null);
  // The session is module state, kept from the test before: it is asked for again, of this test's fake.
  authClient.$store.notify('$sessionSignal');
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: 'studio', element: <StudioScreen /> },
          { path: 'studio/shopping', element: <ShoppingListScreen /> },
          { path: 'shopping/:token', element: <SharedShoppingListScreen /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  // As the app's client: nothing is fetched again behind the person's back.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider config={TEST_CONFIG}>
        <RouterProvider router={router} />
      </ConfigProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}
