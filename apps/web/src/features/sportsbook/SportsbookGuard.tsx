import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useFlags } from '../flags';
import { recordLastVisitedModule } from '../home';

/**
 * Seed 001 section 2: every sportsbook route waits for the feature flags, sends to /casino/slots when
 * the sportsbook is off (or under maintenance), and records sports as the last visited module.
 */
export function SportsbookGuard({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { flags, isLoaded: loadedNow } = useFlags();
  // The flags' answer re-renders at once (an urgent render); the sportsbook frame and page it lets
  // through mount in the background render that follows, interruptible and in small slices.
  const isLoaded = useDeferredValue(loadedNow);
  const off = !flags['feature-sportsbook'] || flags['maintenance-sportsbook'];
  useEffect(() => {
    if (isLoaded && !off) recordLastVisitedModule('sports');
  }, [isLoaded, off]);
  if (!isLoaded) return fallback;
  if (off) return <Navigate to="/casino/slots" replace />;
  return children;
}
