import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError } from '../lib/api/api-error';
import { routes } from './routes';

/** One query client: refused calls (4xx) are not retried, the rest once. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
    },
  });

export function App() {
  const [client] = useState(newQueryClient);
  const [router] = useState(() => createBrowserRouter(routes, { basename: '/backoffice' }));
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
