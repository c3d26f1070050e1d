import type { RouteObject } from 'react-router';
import { AuditPage } from '../features/audit';
import { SignInPage } from '../features/sign-in';
import { StaffPage } from '../features/staff';
import { NotFound } from './Forbidden';
import { Home } from './Home';
import { RequireArea } from './RequireArea';
import { Shell } from './Shell';

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
