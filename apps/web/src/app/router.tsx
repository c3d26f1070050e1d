import { createBrowserRouter } from 'react-router';
import { RouteError } from './behaviours/RouteError';
import { AppShell } from './layout/AppShell';
import { routes } from './routes';

export const router = createBrowserRouter([
  { element: <AppShell />, children: [{ errorElement: <RouteError />, children: routes }] },
]);
