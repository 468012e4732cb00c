import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AuthDialogProvider } from '#client/app/auth-dialog-provider.tsx';
import { ConfirmProvider } from '#client/components/ui/confirm-provider.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { configureAnalytics } from '#client/lib/analytics.ts';
import { AuthProvider } from '#client/lib/auth/auth-provider.tsx';
import { authClient } from '#client/lib/auth-client.ts';
import { ConfigProvider } from '#client/lib/config/config-context.tsx';
import { TEST_CONFIG } from '#client/test/public-config.ts';
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
 * The studio's screens at `path`, as the app mounts them, against the mock server's answers the test
 * set up (fakeStudioApi). Analytics go to the first-party endpoint, so the fake hears them.
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
