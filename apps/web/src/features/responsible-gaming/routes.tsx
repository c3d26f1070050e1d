import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';

/** /responsable-game and the financial-operations window of seed 000 section 2. */
export const responsibleGamingRoutes: RouteObject[] = [
  {
    path: 'responsable-game',
    lazy: lazyRoute(() => import('./pages/ResponsibleGamePage'), 'ResponsibleGamePage'),
  },
  {
    path: 'financial-operations/responsableGameWindow',
    lazy: lazyRoute(() => import('./pages/ResponsibleGameWindow'), 'ResponsibleGameWindow'),
  },
];
