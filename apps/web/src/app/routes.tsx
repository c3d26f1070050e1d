import type { RouteObject } from 'react-router';
import { contentRoutes } from '../features/content/routes';
import { HomeRedirect } from '../features/home/HomeRedirect';
import { identityRoutes } from '../features/identity/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { sportsbookRoutes } from '../features/sportsbook/routes';

/**
 * Every route of the seeds, lazily loaded per feature. Features export their own route lists;
 * this file only puts them together.
 */
export const routes: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  ...contentRoutes,
  ...identityRoutes,
  ...paymentsRoutes,
  ...sportsbookRoutes,
  {
    path: '*',
    lazy: () => import('../features/home/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
];
