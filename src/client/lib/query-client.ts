import { QueryClient } from '@tanstack/react-query';

// Spec §9: data is fetched when a screen asks for it and never behind the user's back;
// the few queries that need polling or freshness opt in on their own options.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
