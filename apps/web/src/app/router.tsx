import { createBrowserRouter } from 'react-router';
import { AppShell } from './layout/AppShell';
import { routes } from './routes';

export const router = createBrowserRouter([{ element: <AppShell />, children: routes }]);
