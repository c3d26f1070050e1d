import { QueryClient } from '@tanstack/react-query';

// Retries are the HTTP client's job (seed policy), so queries do not retry on their own.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 15_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
