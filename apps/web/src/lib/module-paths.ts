/** Which product module a path belongs to (seed 000 section 2); shared by the shell and the features. */

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
