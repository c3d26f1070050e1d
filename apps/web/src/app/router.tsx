import { createBrowserRouter } from 'react-router';
import { BootScreen } from './behaviours/BootScreen';
import { RouteError } from './behaviours/RouteError';
import { AppShell } from './layout/AppShell';
import { routes } from './routes';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    hydrateFallbackElement: <BootScreen />,
    children: [{ errorElement: <RouteError />, children: routes }],
  },
]);
