import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isCasinoGamePath } from '../../lib/module-paths';
import { useFlags } from '../flags';
import { MaintenancePage } from './MaintenancePage';

/**
 * When the maintenance-global flag is on, the whole product shows the maintenance page; a player
 * inside a casino game is first sent to /casino (seed 000 section 2).
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { flags, isLoaded } = useFlags();
  const { pathname } = useLocation();
  if (!isLoaded || !flags['maintenance-global']) return children;
  if (isCasinoGamePath(pathname)) return <Navigate to="/casino" replace />;
  return <MaintenancePage />;
}
