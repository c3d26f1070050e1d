import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isAuthenticated, useSession } from '../../../lib/session';

/** Money screens are for signed-in bettors: guests go to the login page and come back after it. */
export function SignedIn({ children }: { children: ReactNode }) {
  const signedIn = useSession(isAuthenticated);
  const location = useLocation();
  if (signedIn) return children;
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}
