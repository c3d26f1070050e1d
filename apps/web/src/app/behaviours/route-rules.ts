/** Route-dependent behaviours of seed 000 section 2, as pure functions of the path. */
import { isCasinoPath, isSportsbookPath } from '../../lib/module-paths';

export type ScrollPlan =
  | { kind: 'restore' } // sport and casino paths keep their own scroll position
  | { kind: 'top'; behavior: 'instant' | 'smooth' };

export function scrollPlanFor(pathname: string): ScrollPlan {
  if (isSportsbookPath(pathname) || isCasinoPath(pathname)) return { kind: 'restore' };
  if (pathname === '/download-app') return { kind: 'top', behavior: 'instant' };
  return { kind: 'top', behavior: 'smooth' };
}

/** No route-change progress bar on the sportsbook: its screens stream in their own skeletons. */
export function showsRouteProgress(from: string, to: string) {
  return !isSportsbookPath(to) && !(isSportsbookPath(from) && isSportsbookPath(to));
}
