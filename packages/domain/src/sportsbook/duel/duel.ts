import { type MarginChoice, marginFor } from '../football/pricing';
import { priceOutcomes } from '../margin';
import { formatSpecifiers, MARKET, outcomeIdsFor } from '../markets';
import { eloWinProbability, solveIncreasing } from '../math';
import type { MatchRatings, PricedMarket, Score } from '../types';
import { raceToTargetWinByTwo, raceWin } from './race';
import {
  type TennisParams,
  type TennisState,
  tennisMatchWin,
  tennisParamsFromWinProbability,
} from './tennis';

/** Two-outcome sports priced from a head-to-head model (market 186, outcomes 4 / 5). */
export type DuelSportKey = 'tenis' | 'volei' | 'mma' | 'xadrez' | 'esports';

export type DuelParams =
  | ({ sport: 'tenis' } & TennisParams)
  /** Volleyball: rally-point sets to 25 (deciding set to 15), 2 clear, first to 3 sets; p = home rally win. */
  | { sport: 'volei'; rallyHome: number }
  /**
   * Esports (maps) and chess (games, draws do not count: first to `winsNeeded` decisive games):
   * home wins each decisive unit with `unitHome`; `drawRate` is the chance a chess game is drawn.
   */
  | { sport: 'esports' | 'xadrez'; winsNeeded: number; unitHome: number; drawRate: number }
  /** MMA: each round ends in a finish with `finishRate` (home finishes with `roundHome`), else is scored. */
  | { sport: 'mma'; rounds: 3 | 5; roundHome: number; finishRate: number };

export type DuelState =
  | ({ sport: 'tenis' } & TennisState)
  | { sport: 'volei'; sets: Score; points: Score }
  | { sport: 'esports' | 'xadrez'; score: Score }
  /** `round` is 1-based; `roundPlayed` the share of it gone; `roundsWon` the judges' rounds so far. */
  | { sport: 'mma'; round: number; roundPlayed: number; roundsWon: Score };

/** Head-to-head parameters from Elo-scale ratings (no home advantage in these sports). */
export function duelParamsFromRatings(
  sport: DuelSportKey,
  ratings: MatchRatings,
  options: { bestOf?: 3 | 5; winsNeeded?: number; rounds?: 3 | 5 } = {},
): DuelParams {
  const win = eloWinProbability(ratings.home - ratings.away);
  switch (sport) {
    case 'tenis':
      return { sport, ...tennisParamsFromWinProbability(win, options.bestOf ?? 3) };
    case 'volei':
      return {
        sport,
        rallyHome: solveIncreasing((p) => volleyballMatchWin(p, VOLLEYBALL_START), win, 0.3, 0.7),
      };
    case 'esports':
    case 'xadrez': {
      const need = options.winsNeeded ?? 2;
      return {
        sport,
        winsNeeded: need,
        unitHome: solveIncreasing((p) => raceWin(p, need, ZERO), win, 0.001, 0.999),
        drawRate: sport === 'xadrez' ? 0.45 : 0,
      };
    }
    case 'mma': {
      const rounds = options.rounds ?? 3;
      const finishRate = 0.22;
      const roundHome = solveIncreasing(
        (p) => mmaWin({ rounds, roundHome: p, finishRate }, { round: 1, roundPlayed: 0, roundsWon: ZERO }),
        win,
        0.001,
        0.999,
      );
      return { sport, rounds, roundHome, finishRate };
    }
  }
}

const ZERO: Score = { home: 0, away: 0 };
const VOLLEYBALL_START = { sets: ZERO, points: ZERO };

function volleyballMatchWin(p: number, state: { sets: Score; points: Score }): number {
  const regular = raceToTargetWinByTwo(p, 25, ZERO);
  const decider = raceToTargetWinByTwo(p, 15, ZERO);
  const rest = (a: number, b: number): number => {
    if (a >= 3) return 1;
    if (b >= 3) return 0;
    const s = a + b === 4 ? decider : regular;
    return s * rest(a + 1, b) + (1 - s) * rest(a, b + 1);
  };
  const { home: a, away: b } = state.sets;
  if (a >= 3) return 1;
  if (b >= 3) return 0;
  const current = raceToTargetWinByTwo(p, a + b === 4 ? 15 : 25, state.points);
  return current * rest(a + 1, b) + (1 - current) * rest(a, b + 1);
}

function mmaWin(
  params: { rounds: number; roundHome: number; finishRate: number },
  state: { round: number; roundPlayed: number; roundsWon: Score },
): number {
  const { rounds, roundHome: p, finishRate: f } = params;
  const go = (round: number, played: number, a: number, b: number): number => {
    if (round > rounds) return a > b ? 1 : a < b ? 0 : 0.5;
    const finish = f * (1 - Math.min(Math.max(played, 0), 1));
    return (
      finish * p + (1 - finish) * (p * go(round + 1, 0, a + 1, b) + (1 - p) * go(round + 1, 0, a, b + 1))
    );
  };
  return go(state.round, state.roundPlayed, state.roundsWon.home, state.roundsWon.away);
}

/** P(home, competitor 1, wins) from the state (prematch when omitted). */
export function duelWinProbability(params: DuelParams, state?: DuelState): number {
  if (state && state.sport !== params.sport)
    throw new RangeError(`state of ${state.sport} for a ${params.sport} model`);
  switch (params.sport) {
    case 'tenis':
      return tennisMatchWin(params, state?.sport === 'tenis' ? state : undefined);
    case 'volei':
      return volleyballMatchWin(params.rallyHome, state?.sport === 'volei' ? state : VOLLEYBALL_START);
    case 'esports':
    case 'xadrez':
      return raceWin(params.unitHome, params.winsNeeded, state && 'score' in state ? state.score : ZERO);
    case 'mma':
      return mmaWin(params, state?.sport === 'mma' ? state : { round: 1, roundPlayed: 0, roundsWon: ZERO });
  }
}

/** The winner market (186) of a two-outcome sport. */
export function priceDuel(
  params: DuelParams,
  state?: DuelState,
  options: { margin?: MarginChoice } = {},
): PricedMarket[] {
  const home = duelWinProbability(params, state);
  if (home <= 0 || home >= 1) return [];
  const ids = outcomeIdsFor(MARKET.WINNER, {});
  return [
    {
      marketTypeId: MARKET.WINNER,
      specifiers: formatSpecifiers({}),
      outcomes: priceOutcomes(ids, [home, 1 - home], marginFor(options.margin, MARKET.WINNER)),
    },
  ];
}
