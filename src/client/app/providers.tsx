import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ConfirmProvider } from '#client/components/ui/confirm-provider.tsx';
import { AuthProvider } from '#client/lib/auth/auth-provider.tsx';
import { queryClient } from '#client/lib/query-client.ts';
import { useToasts } from '#client/lib/toast.ts';
import { AuthDialogProvider } from './auth-dialog-provider';
import { ConfigGate } from './config-gate';

// Notifications (Radix Toast) load with the first one: most first visits never see one.
const Toaster = lazy(() => import('#client/components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

function ToasterOnceNeeded() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

// Order matters: the auth provider navigates on logout, so it sits inside the router, and
// everything below the config gate may assume the deployment's config is there.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigGate>
        <BrowserRouter>
          <AuthProvider>
            <AuthDialogProvider>
              <ConfirmProvider>{children}</ConfirmProvider>
            </AuthDialogProvider>
          </AuthProvider>
        </BrowserRouter>
      </ConfigGate>
      <ToasterOnceNeeded />
    </QueryClientProvider>
  );
}
