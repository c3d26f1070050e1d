import type { ReactNode } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { isAuthenticated, useSession } from '../../lib/session';

/** Guests go to the login page and come back to their bets after it. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const signedIn = useSession(isAuthenticated);
  const location = useLocation();
  if (signedIn) return children;
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}

/** /bet-history (seed 002 section 2): signed-in bettors only. */
export const betHistoryRoutes: RouteObject[] = [
  {
    path: 'bet-history',
    lazy: async () => {
      const { BetHistoryPage } = await import('./pages/BetHistoryPage');
      return {
        element: (
          <SignedInOnly>
            <BetHistoryPage />
          </SignedInOnly>
        ),
      };
    },
  },
];
