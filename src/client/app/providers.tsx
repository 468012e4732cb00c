import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { AuthDialogProvider, AuthProvider } from '../features/auth';
import { queryClient } from '../lib/query-client';
import { ConfigGate } from './config-gate';

// Order matters: the auth provider navigates on logout, so it sits inside the router, and
// everything below the config gate may assume the deployment's config is there.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigGate>
        <BrowserRouter>
          <AuthProvider>
            <AuthDialogProvider>{children}</AuthDialogProvider>
          </AuthProvider>
        </BrowserRouter>
      </ConfigGate>
      <Toaster />
    </QueryClientProvider>
  );
}
