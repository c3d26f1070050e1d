import type { RouteObject } from 'react-router';
import { contentRoutes } from '../features/content/routes';
import { HomeRedirect } from '../features/home/HomeRedirect';
import { paymentsRoutes } from '../features/payments/routes';
import { sportsbookRoutes } from '../features/sportsbook/routes';

/**
 * Every route of the seeds, lazily loaded per feature. Features export their own route lists;
 * this file only puts them together.
 */
export const routes: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  ...contentRoutes,
  ...paymentsRoutes,
  ...sportsbookRoutes,
  {
    path: '*',
    lazy: () => import('../features/home/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
];
