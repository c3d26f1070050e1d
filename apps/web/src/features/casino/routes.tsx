import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route';

const lobby = lazyRoute(() => import('./lobby/LobbyPage'), 'LobbyPage');
const game = lazyRoute(() => import('./game/GamePage'), 'GamePage');

/** The same shapes under /casino (seed ids) and /cassino (Portuguese slugs). */
const lobbyShapes = (base: 'casino' | 'cassino', extra: RouteObject[] = []): RouteObject => ({
  path: base,
  children: [
    { index: true, lazy: lobby },
    { path: 'game/:gameId', lazy: game },
    ...extra,
    { path: ':casinoFilterID', lazy: lobby },
    { path: ':casinoFilterID/:casinoCategoryID', lazy: lobby },
  ],
});

/**
 * The casino routes of seed 000 section 2 inside the casino guard: the lobby, the games, the
 * verification page (/cassino/verificar) and the guarded /casino-history.
 */
export const casinoRoutes: RouteObject[] = [
  {
    lazy: lazyRoute(() => import('./CasinoLayout'), 'CasinoLayout'),
    children: [
      lobbyShapes('casino'),
      lobbyShapes('cassino', [
        { path: 'verificar', lazy: lazyRoute(() => import('./verify/VerifyPage'), 'VerifyPage') },
      ]),
      { path: 'casino-history', lazy: lazyRoute(() => import('./history/HistoryPage'), 'HistoryPage') },
    ],
  },
];
