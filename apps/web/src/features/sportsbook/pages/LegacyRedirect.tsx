import { Navigate, useLocation } from 'react-router';
import { legacyTarget } from '../legacy';

/** The legacy sportsbook paths, sent to their new forms. */
export function LegacyRedirect() {
  const location = useLocation();
  return <Navigate to={legacyTarget(location.pathname, new URLSearchParams(location.search))} replace />;
}
