import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { coalescedTimeouts } from '../lib/coalesced-timeouts';

// Before any query exists: every timer of the cache goes through the same provider.
timeoutManager.setTimeoutProvider(coalescedTimeouts());

// Retries are the HTTP client's job (seed policy), so queries do not retry on their own.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 15_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
