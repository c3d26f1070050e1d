import type { ResultDistribution } from '../distribution';
import type { FinalResult, Score } from '../types';
import {
  type FootballInPlayState,
  type FootballModelParams,
  type GoalMatrix,
  remainingGoals,
} from './goalModel';

const PRUNE = 1e-10;

/** The football result distributions a pricing call or a bet builder needs. */
export interface FootballDistributions {
  /** Regular-time score (result.score), with result.halfTime set only when already known. */
  fullTime: ResultDistribution;
  /** Half-time score (result.halfTime; result.score carries the same score). */
  halfTime: ResultDistribution;
  /** Half-time and full-time together (for same-match combinations mixing half-time and full-time legs). */
  joint: () => ResultDistribution;
}

function knownHalfTime(state: FootballInPlayState): Score | undefined {
  if (state.period === 'half_time') return state.halfTimeScore ?? state.score;
  if (state.period === 'second_half' || state.period === 'ended') return state.halfTimeScore;
  return undefined;
}

function cells(matrix: GoalMatrix, base: Score, each: (score: Score, p: number) => void): void {
  matrix.forEach((row, h) => {
    row.forEach((p, a) => {
      if (p > PRUNE) each({ home: base.home + h, away: base.away + a }, p);
    });
  });
}

/** Result distributions of a football match from its goal model and state (prematch when no state). */
export function footballDistributions(
  params: FootballModelParams,
  state: FootballInPlayState,
): FootballDistributions {
  const rest = remainingGoals(params, state);
  const fixedHalfTime = knownHalfTime(state);

  const halfTimeCells: { score: Score; p: number }[] = [];
  if (fixedHalfTime) halfTimeCells.push({ score: fixedHalfTime, p: 1 });
  else cells(rest.firstHalf, state.score, (score, p) => halfTimeCells.push({ score, p }));

  // full time = half time (or the current score after it) + second-half goals still to come
  const fullTimeBase = fixedHalfTime ? [{ score: state.score, p: 1 }] : halfTimeCells;
  const fullTime = new Map<string, { score: Score; p: number }>();
  for (const start of fullTimeBase) {
    cells(rest.secondHalf, start.score, (score, p) => {
      const key = `${score.home}:${score.away}`;
      const cell = fullTime.get(key);
      if (cell) cell.p += start.p * p;
      else fullTime.set(key, { score, p: start.p * p });
    });
  }

  const withHalfTime = (score: Score): FinalResult =>
    fixedHalfTime ? { status: 'ended', score, halfTime: fixedHalfTime } : { status: 'ended', score };

  return {
    fullTime: [...fullTime.values()].map((c) => ({ result: withHalfTime(c.score), p: c.p })),
    halfTime: halfTimeCells.map((c) => ({
      result: { status: 'ended', score: c.score, halfTime: c.score },
      p: c.p,
    })),
    joint: () => {
      const out: { result: FinalResult; p: number }[] = [];
      for (const ht of halfTimeCells) {
        const start = fixedHalfTime ? state.score : ht.score;
        cells(rest.secondHalf, start, (score, p) => {
          const joint = ht.p * p;
          if (joint > PRUNE) out.push({ result: { status: 'ended', score, halfTime: ht.score }, p: joint });
        });
      }
      return out;
    },
  };
}
