import type { Score } from '../types';

/** P(home reaches `need` unit wins first) when home wins each unit with probability p, from a score. */
export function raceWin(p: number, need: number, score: Score): number {
  const memo = new Map<number, number>();
  const go = (a: number, b: number): number => {
    if (a >= need) return 1;
    if (b >= need) return 0;
    const key = a * 1024 + b;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = p * go(a + 1, b) + (1 - p) * go(a, b + 1);
    memo.set(key, v);
    return v;
  };
  return go(score.home, score.away);
}

/** P(home wins a rally-point set to `target`, 2 clear) from a points score, home winning each rally with p. */
export function raceToTargetWinByTwo(p: number, target: number, points: Score): number {
  const memo = new Map<number, number>();
  const go = (a: number, b: number): number => {
    if (a >= target && a - b >= 2) return 1;
    if (b >= target && b - a >= 2) return 0;
    if (a >= target - 1 && b >= target - 1) {
      const tie = (p * p) / (p * p + (1 - p) * (1 - p));
      if (a === b) return tie;
      return a > b ? p + (1 - p) * tie : p * tie;
    }
    const key = a * 1024 + b;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = p * go(a + 1, b) + (1 - p) * go(a, b + 1);
    memo.set(key, v);
    return v;
  };
  return go(points.home, points.away);
}
