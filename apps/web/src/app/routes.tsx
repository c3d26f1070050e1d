import type { RouteObject } from 'react-router';
import { AccountGate } from '../features/account/guards/AccountGate';
import { accountRoutes } from '../features/account/routes';
import { betHistoryRoutes } from '../features/bet-history/routes';
import { casinoRoutes } from '../features/casino/routes';
import { contentRoutes } from '../features/content/routes';
import { HomeRedirect } from '../features/home/HomeRedirect';
import { identityRoutes } from '../features/identity/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { responsibleGamingRoutes } from '../features/responsible-gaming/routes';
import { sportsbookRoutes } from '../features/sportsbook/routes';

/**
 * Every route of the seeds, lazily loaded per feature. Features export their own route lists;
 * this file only puts them together.
 */
export const routes: RouteObject[] = [
  {
    // session guards of every route: auto sign-in, step-1 users confined to /verify-email,
    // self-excluded / blocked users confined to withdrawal (features/account/guards)
    element: <AccountGate />,
    children: [
      { index: true, element: <HomeRedirect /> },
      ...accountRoutes,
      ...contentRoutes,
      ...identityRoutes,
      ...paymentsRoutes,
      ...sportsbookRoutes,
      ...betHistoryRoutes,
      ...casinoRoutes,
      ...responsibleGamingRoutes,
      {
        path: '*',
        lazy: () => import('../features/home/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
