import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { SignInPage } from '../features/sign-in';
import { NotFound } from './Forbidden';
import { Home } from './Home';
import { RequireArea } from './RequireArea';
import { Shell } from './Shell';

// each screen its own chunk, loaded when first opened (the grid library with it)
const AuditPage = lazy(() => import('../features/audit').then((m) => ({ default: m.AuditPage })));
const StaffPage = lazy(() => import('../features/staff').then((m) => ({ default: m.StaffPage })));

/** The app's routes, under the base /backoffice. Only built areas (areas.ts BUILT_AREAS) have one. */
export const routes: RouteObject[] = [
  { path: '/entrar', element: <SignInPage /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Home /> },
      {
        path: 'compliance/auditoria',
        element: (
          <RequireArea area="compliance">
            <AuditPage />
          </RequireArea>
        ),
      },
      {
        path: 'equipe',
        element: (
          <RequireArea area="staff">
            <StaffPage />
          </RequireArea>
        ),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
