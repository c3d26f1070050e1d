import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useFlags } from '../flags/use-flags';
import { recordLastVisitedModule } from '../home/last-module';

/**
 * Seed 001 section 2: every sportsbook route waits for the feature flags, sends to /casino/slots when
 * the sportsbook is off (or under maintenance), and records sports as the last visited module.
 */
export function SportsbookGuard({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { flags, isLoaded } = useFlags();
  const off = !flags['feature-sportsbook'] || flags['maintenance-sportsbook'];
  useEffect(() => {
    if (isLoaded && !off) recordLastVisitedModule('sports');
  }, [isLoaded, off]);
  if (!isLoaded) return fallback;
  if (off) return <Navigate to="/casino/slots" replace />;
  return children;
}
