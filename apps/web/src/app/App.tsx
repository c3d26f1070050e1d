import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ConsentRoot } from '../features/consent';
import { queryClient } from './query-client';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConsentRoot />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
