/** Route-dependent behaviours of seed 000 section 2, as pure functions of the path. */

/** Sportsbook routes (/esportes and everything below, tournament pages included) and legacy /sport paths. */
export function isSportsbookPath(pathname: string) {
  return /^\/(esportes|sport|special-sport)(\/|$)/.test(pathname);
}

export function isCasinoPath(pathname: string) {
  return /^\/(casino|cassino)(\/|$)/.test(pathname);
}

/** Inside a casino game: the maintenance page first sends the player to /casino. */
export function isCasinoGamePath(pathname: string) {
  return /^\/(casino|cassino)\/game\//.test(pathname);
}

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
