import type { MatchRatings, Score } from '../types';

/**
 * Football goal model: each half's goals are Dixon-Coles-corrected Poisson (low scores adjusted by rho),
 * halves independent; the full-time score is the sum. In play, the remaining intensity depends on the minute
 * (goals get likelier late in a half), red cards and the score already on the board.
 */
export interface FootballModelParams {
  /** Expected regular-time goals of the home team (competitor 1). */
  homeGoals: number;
  /** Expected regular-time goals of the away team. */
  awayGoals: number;
  /** Dixon-Coles low-score dependence per half (negative: more 0:0 and 1:1). Default -0.1. */
  rho?: number;
  /** Share of the goals scored in the first half. Default 0.45. */
  firstHalfShare?: number;
}

export interface FootballRatingOptions {
  /** League average of total goals per match. Default 2.6. */
  averageGoals?: number;
  /** False for a neutral venue. Default true. */
  homeAdvantage?: boolean;
}

/** Supremacy per 400 Elo points, in log-goals. */
const ELO_TO_LOG_GOALS = 0.8;
/** Home advantage in log-goals (about +13 % home, −11 % away). */
const HOME_ADVANTAGE_LOG = 0.12;

/** Expected goals from Elo-scale ratings (1500 average). */
export function footballParamsFromRatings(
  ratings: MatchRatings,
  options: FootballRatingOptions = {},
): FootballModelParams {
  const half = (options.averageGoals ?? 2.6) / 2;
  const supremacy = (ELO_TO_LOG_GOALS * (ratings.home - ratings.away)) / 400;
  const hfa = options.homeAdvantage === false ? 0 : HOME_ADVANTAGE_LOG;
  return { homeGoals: half * Math.exp(supremacy + hfa), awayGoals: half * Math.exp(-supremacy - hfa) };
}

export type FootballPeriod = 'prematch' | 'first_half' | 'half_time' | 'second_half' | 'ended';

/** The state of a football match as the pricing reads it. */
export interface FootballInPlayState {
  period: FootballPeriod;
  /** Minutes played in the current half (0–45+, stoppage time included); ignored outside the halves. */
  minuteOfHalf: number;
  score: Score;
  /** Known once the first half is over. */
  halfTimeScore?: Score;
  redCards?: Score;
}

export const PREMATCH: FootballInPlayState = {
  period: 'prematch',
  minuteOfHalf: 0,
  score: { home: 0, away: 0 },
};

/** Expected playing length of each half including stoppage time, in minutes. */
export const HALF_LENGTH = [47, 49] as const;
/** Goal intensity grows through a half: rate(u) = 1 + SLOPE (u − ½), u the share of the half played. */
const INTENSITY_SLOPE = 0.3;
const RED_CARD_OWN = 0.75;
const RED_CARD_OPPONENT = 1.2;
/** Most goals one team scores in one half that the matrices represent (the tail is renormalised away). */
export const MAX_GOALS_PER_HALF = 8;

/** Share of a half's goal intensity still to come after `minute` minutes of it. */
export function remainingHalfShare(minute: number, half: 0 | 1): number {
  const u = Math.min(Math.max(minute / HALF_LENGTH[half], 0), 0.99);
  return 1 - u + (INTENSITY_SLOPE / 2) * (0.25 - (u - 0.5) ** 2);
}

/** A goals matrix: m[h][a] = P(home scores h, away scores a). */
export type GoalMatrix = number[][];

function poissonVector(lambda: number, max: number): number[] {
  const out: number[] = [Math.exp(-lambda)];
  for (let k = 1; k <= max; k++) out.push((out[k - 1]! * lambda) / k);
  return out;
}

/** Dixon-Coles-corrected Poisson matrix, truncated at MAX_GOALS_PER_HALF and renormalised. */
export function dixonColesMatrix(lambdaHome: number, lambdaAway: number, rho: number): GoalMatrix {
  const ph = poissonVector(lambdaHome, MAX_GOALS_PER_HALF);
  const pa = poissonVector(lambdaAway, MAX_GOALS_PER_HALF);
  // keep tau non-negative whatever the rates
  const limit = Math.min(
    1 / Math.max(lambdaHome * lambdaAway, 1e-9),
    1 / Math.max(lambdaHome, 1e-9),
    1 / Math.max(lambdaAway, 1e-9),
    1,
  );
  const r = Math.max(-limit, Math.min(rho, limit));
  let sum = 0;
  const m = ph.map((x, h) =>
    pa.map((y, a) => {
      let tau = 1;
      if (h === 0 && a === 0) tau = 1 - lambdaHome * lambdaAway * r;
      else if (h === 0 && a === 1) tau = 1 + lambdaHome * r;
      else if (h === 1 && a === 0) tau = 1 + lambdaAway * r;
      else if (h === 1 && a === 1) tau = 1 - r;
      const p = x * y * tau;
      sum += p;
      return p;
    }),
  );
  return m.map((row) => row.map((p) => p / sum));
}

export interface RemainingGoals {
  /** Goals still to come in the first half (all zeros once it is over). */
  firstHalf: GoalMatrix;
  /** Goals still to come in the second half. */
  secondHalf: GoalMatrix;
}

const NONE: GoalMatrix = [[1]];

/** The distribution of the goals still to come in each half, given the state. */
export function remainingGoals(params: FootballModelParams, state: FootballInPlayState): RemainingGoals {
  const rho = params.rho ?? -0.1;
  const share1 = params.firstHalfShare ?? 0.45;
  const reds = state.redCards ?? { home: 0, away: 0 };
  const homeRate = params.homeGoals * RED_CARD_OWN ** reds.home * RED_CARD_OPPONENT ** reds.away;
  const awayRate = params.awayGoals * RED_CARD_OWN ** reds.away * RED_CARD_OPPONENT ** reds.home;
  const half = (share: number) => dixonColesMatrix(homeRate * share, awayRate * share, rho);
  switch (state.period) {
    case 'prematch':
      return { firstHalf: half(share1), secondHalf: half(1 - share1) };
    case 'first_half':
      return {
        firstHalf: half(share1 * remainingHalfShare(state.minuteOfHalf, 0)),
        secondHalf: half(1 - share1),
      };
    case 'half_time':
      return { firstHalf: NONE, secondHalf: half(1 - share1) };
    case 'second_half':
      return { firstHalf: NONE, secondHalf: half((1 - share1) * remainingHalfShare(state.minuteOfHalf, 1)) };
    case 'ended':
      return { firstHalf: NONE, secondHalf: NONE };
  }
}
