import type { Score, Side } from '../types';

/** Tennis point model: each player wins a point on their own serve with a fixed probability. */
export interface TennisParams {
  bestOf: 3 | 5;
  /** Probability the home player wins a point on his serve. */
  serveHome: number;
  /** Probability the away player wins a point on his serve. */
  serveAway: number;
}

/** Tennis score: sets, games in the current set, points in the current game (raw counts, 0/1/2/3 = 0/15/30/40). */
export interface TennisState {
  sets: Score;
  games: Score;
  points: Score;
  server: Side;
}

export const TENNIS_START: TennisState = {
  sets: { home: 0, away: 0 },
  games: { home: 0, away: 0 },
  points: { home: 0, away: 0 },
  server: 'home',
};

/** Probability the server wins the game from a points score (server a, receiver b). */
export function serviceGameWin(p: number, a = 0, b = 0): number {
  if (a >= 4 && a - b >= 2) return 1;
  if (b >= 4 && b - a >= 2) return 0;
  if (a >= 3 && b >= 3) {
    const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
    if (a === b) return deuce;
    return a > b ? p + (1 - p) * deuce : p * deuce;
  }
  return p * serviceGameWin(p, a + 1, b) + (1 - p) * serviceGameWin(p, a, b + 1);
}

/** P(home wins a first-to-7 tie-break, 2 clear) from a points score; `first` served the first point. */
export function tiebreakWin(params: TennisParams, a: number, b: number, first: Side): number {
  const memo = new Map<number, number>();
  const pointHome = (n: number) => {
    const server = Math.floor((n + 1) / 2) % 2 === 0 ? first : first === 'home' ? 'away' : 'home';
    return server === 'home' ? params.serveHome : 1 - params.serveAway;
  };
  const go = (x: number, y: number): number => {
    if (x >= 7 && x - y >= 2) return 1;
    if (y >= 7 && y - x >= 2) return 0;
    if (x >= 6 && y >= 6 && x === y) {
      // from a tie the next two points are one on each serve
      const n = x + y;
      const p1 = pointHome(n);
      const p2 = pointHome(n + 1);
      const both = p1 * p2;
      const neither = (1 - p1) * (1 - p2);
      return both / (both + neither);
    }
    const key = x * 64 + y;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const p = pointHome(x + y);
    const v = p * go(x + 1, y) + (1 - p) * go(x, y + 1);
    memo.set(key, v);
    return v;
  };
  return go(a, b);
}

function other(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

/** P(home wins the set) from games g (home) : h (away), the current game at `points`, `server` serving it. */
export function setWin(params: TennisParams, games: Score, points: Score, server: Side): number {
  const gameHome = (s: Side, pts: Score) =>
    s === 'home'
      ? serviceGameWin(params.serveHome, pts.home, pts.away)
      : 1 - serviceGameWin(params.serveAway, pts.away, pts.home);
  const memo = new Map<string, number>();
  const zero = { home: 0, away: 0 };
  const go = (g: number, h: number, s: Side, pts: Score): number => {
    if ((g >= 6 && g - h >= 2) || g === 7) return 1;
    if ((h >= 6 && h - g >= 2) || h === 7) return 0;
    if (g === 6 && h === 6) return tiebreakWin(params, pts.home, pts.away, s);
    const fresh = pts.home === 0 && pts.away === 0;
    const key = `${g}:${h}:${s}`;
    if (fresh) {
      const hit = memo.get(key);
      if (hit !== undefined) return hit;
    }
    const p = gameHome(s, pts);
    const v = p * go(g + 1, h, other(s), zero) + (1 - p) * go(g, h + 1, other(s), zero);
    if (fresh) memo.set(key, v);
    return v;
  };
  return go(games.home, games.away, server, points);
}

/** P(home wins the match) from any tennis state (future sets average over who serves first). */
export function tennisMatchWin(params: TennisParams, state: TennisState = TENNIS_START): number {
  const need = params.bestOf === 5 ? 3 : 2;
  if (state.sets.home >= need) return 1;
  if (state.sets.away >= need) return 0;
  const zero = { home: 0, away: 0 };
  const fresh = (setWin(params, zero, zero, 'home') + setWin(params, zero, zero, 'away')) / 2;
  const memo = new Map<number, number>();
  const sets = (a: number, b: number): number => {
    if (a >= need) return 1;
    if (b >= need) return 0;
    const key = a * 8 + b;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = fresh * sets(a + 1, b) + (1 - fresh) * sets(a, b + 1);
    memo.set(key, v);
    return v;
  };
  const current = setWin(params, state.games, state.points, state.server);
  return (
    current * sets(state.sets.home + 1, state.sets.away) +
    (1 - current) * sets(state.sets.home, state.sets.away + 1)
  );
}

/** Serve probabilities matching a prematch win probability (tour average serve 0.64). */
export function tennisParamsFromWinProbability(
  win: number,
  bestOf: 3 | 5 = 3,
  averageServe = 0.64,
): TennisParams {
  let lo = -0.3;
  let hi = 0.3;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    const p = tennisMatchWin({ bestOf, serveHome: averageServe + mid, serveAway: averageServe - mid });
    if (p < win) lo = mid;
    else hi = mid;
  }
  const d = (lo + hi) / 2;
  return { bestOf, serveHome: averageServe + d, serveAway: averageServe - d };
}
