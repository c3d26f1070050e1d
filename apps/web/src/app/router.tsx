import { createBrowserRouter } from 'react-router';
import { BootScreen } from './behaviours/BootScreen';
import { RouteError } from './behaviours/RouteError';
import { AppShell } from './layout/AppShell';
import { routes } from './routes';

/** The app's router: created once, when main.tsx is ready to render (it matches the address at once). */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <AppShell />,
      hydrateFallbackElement: <BootScreen />,
      children: [{ errorElement: <RouteError />, children: routes }],
    },
  ]);

export type AppRouter = ReturnType<typeof createAppRouter>;
