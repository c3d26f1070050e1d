import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';

/**
 * The sportsbook routes of seed 001 section 2, each page its own chunk, inside the sportsbook frame
 * (flags guard, header bar, bet slip place). Legacy paths redirect to the new forms.
 */
export const sportsbookRoutes: RouteObject[] = [
  {
    lazy: lazyRoute(() => import('./SportsbookLayout'), 'SportsbookLayout'),
    children: [
      {
        path: 'esportes',
        children: [
          { index: true, lazy: lazyRoute(() => import('./pages/SportsbookHome'), 'SportsbookHome') },
          {
            path: ':sportName/torneio/:tournamentId',
            lazy: lazyRoute(() => import('./pages/TournamentPage'), 'TournamentPage'),
          },
          {
            path: ':sportName/evento/:matchId/:stageId?',
            lazy: lazyRoute(() => import('./pages/EventPage'), 'EventPage'),
          },
          {
            path: ':sportName/:section?/:matchId?',
            lazy: lazyRoute(() => import('./pages/SportPage'), 'SportPage'),
          },
        ],
      },
      {
        path: 'live-results',
        lazy: lazyRoute(() => import('../live-results'), 'LiveResultsPage'),
      },
      { path: 'search-bar/:type', lazy: lazyRoute(() => import('../search'), 'SearchPage') },
    ],
  },
  { path: 'sport', lazy: lazyRoute(() => import('./pages/LegacyRedirect'), 'LegacyRedirect') },
  { path: 'sport/*', lazy: lazyRoute(() => import('./pages/LegacyRedirect'), 'LegacyRedirect') },
  { path: 'special-sport/*', lazy: lazyRoute(() => import('./pages/LegacyRedirect'), 'LegacyRedirect') },
];
