import {
  correctScoreOutcomeIds,
  isQuarterLine,
  MARKET,
  numericSpecifier,
  OUTCOME,
  parseEuropeanHandicap,
} from './markets';
import type { FinalResult, Score, Specifiers } from './types';

/**
 * What an outcome returns on a final result: `win` is the share of the stake settled as won, `void` the share
 * refunded (the rest is lost). Full win {1,0}, half won {0.5,0.5}, push {0,1}, half lost {0,0.5}, lost {0,0}.
 * `deadHeat` (default 1) scales the winnings of a won share.
 */
export interface OutcomeReturn {
  win: 0 | 0.5 | 1;
  void: 0 | 0.5 | 1;
  deadHeat?: number;
}

const WON: OutcomeReturn = { win: 1, void: 0 };
const LOST: OutcomeReturn = { win: 0, void: 0 };
const PUSH: OutcomeReturn = { win: 0, void: 1 };

function binary(condition: boolean): OutcomeReturn {
  return condition ? WON : LOST;
}

/** A bet that wins when x + line > 0, with pushes at 0 and quarter lines split in two half stakes. */
export function asianReturn(x: number, line: number): OutcomeReturn {
  if (!isQuarterLine(line)) throw new RangeError(`line ${line} is not a multiple of 0.25`);
  const quarters = Math.round(line * 4);
  if (Math.abs(quarters) % 2 === 1) {
    const a = asianReturn(x, (quarters - 1) / 4);
    const b = asianReturn(x, (quarters + 1) / 4);
    return { win: ((a.win + b.win) / 2) as 0 | 0.5 | 1, void: ((a.void + b.void) / 2) as 0 | 0.5 | 1 };
  }
  const v = x + line;
  if (Math.abs(v) < 1e-9) return PUSH;
  return binary(v > 0);
}

function regularScore(result: FinalResult): Score {
  return result.regular ?? result.score;
}

function halfTimeScore(result: FinalResult): Score {
  if (!result.halfTime) throw new RangeError('the result has no half-time score');
  return result.halfTime;
}

function oneXTwo(s: Score, outcomeId: string): OutcomeReturn {
  const sign = Math.sign(s.home - s.away);
  if (outcomeId === OUTCOME.HOME) return binary(sign > 0);
  if (outcomeId === OUTCOME.DRAW) return binary(sign === 0);
  if (outcomeId === OUTCOME.AWAY) return binary(sign < 0);
  throw new RangeError(`unknown 1X2 outcome '${outcomeId}'`);
}

function twoWayWinner(s: Score, outcomeId: string): OutcomeReturn {
  if (s.home === s.away) return PUSH;
  if (outcomeId === OUTCOME.COMPETITOR1) return binary(s.home > s.away);
  if (outcomeId === OUTCOME.COMPETITOR2) return binary(s.away > s.home);
  throw new RangeError(`unknown winner outcome '${outcomeId}'`);
}

function handicap(s: Score, specifiers: Specifiers, outcomeId: string): OutcomeReturn {
  const hcp = numericSpecifier(specifiers, 'hcp');
  const diff = s.home - s.away;
  if (outcomeId === OUTCOME.HCP_HOME) return asianReturn(diff, hcp);
  if (outcomeId === OUTCOME.HCP_AWAY) return asianReturn(-diff, -hcp);
  throw new RangeError(`unknown handicap outcome '${outcomeId}'`);
}

function total(s: Score, specifiers: Specifiers, outcomeId: string): OutcomeReturn {
  const line = numericSpecifier(specifiers, 'total');
  const goals = s.home + s.away;
  if (outcomeId === OUTCOME.OVER) return asianReturn(goals, -line);
  if (outcomeId === OUTCOME.UNDER) return asianReturn(-goals, line);
  throw new RangeError(`unknown total outcome '${outcomeId}'`);
}

const offeredCache = new Map<string, ReadonlySet<string>>();

function offeredScores(specifiers: Specifiers): ReadonlySet<string> {
  const key = specifiers.score ?? '';
  let set = offeredCache.get(key);
  if (!set) {
    set = new Set(correctScoreOutcomeIds(specifiers));
    if (offeredCache.size < 1000) offeredCache.set(key, set);
  }
  return set;
}

/**
 * The return of one outcome of a market on a final result. Cancelled matches void everything.
 * Throws a RangeError for an unknown market, outcome, missing specifier or missing part of the result.
 */
export function evaluateOutcome(
  marketTypeId: number,
  specifiers: Specifiers,
  outcomeId: string,
  result: FinalResult,
): OutcomeReturn {
  if (result.status === 'cancelled') return PUSH;
  switch (marketTypeId) {
    case MARKET.ONE_X_TWO:
      return oneXTwo(regularScore(result), outcomeId);
    case MARKET.HALFTIME_1X2:
      return oneXTwo(halfTimeScore(result), outcomeId);
    case MARKET.DOUBLE_CHANCE: {
      const s = regularScore(result);
      if (outcomeId === OUTCOME.HOME_OR_DRAW) return binary(s.home >= s.away);
      if (outcomeId === OUTCOME.HOME_OR_AWAY) return binary(s.home !== s.away);
      if (outcomeId === OUTCOME.DRAW_OR_AWAY) return binary(s.home <= s.away);
      throw new RangeError(`unknown double chance outcome '${outcomeId}'`);
    }
    case MARKET.DRAW_NO_BET:
      return twoWayWinner(regularScore(result), outcomeId);
    case MARKET.WINNER:
    case MARKET.WINNER_INCL_OT:
      return twoWayWinner(result.score, outcomeId);
    case MARKET.EUROPEAN_HANDICAP: {
      const s = regularScore(result);
      const eh = parseEuropeanHandicap(specifiers);
      return oneXTwo({ home: s.home + eh.home, away: s.away + eh.away }, String(Number(outcomeId) - 1710));
    }
    case MARKET.HANDICAP:
      return handicap(regularScore(result), specifiers, outcomeId);
    case MARKET.HANDICAP_INCL_OT:
      return handicap(result.score, specifiers, outcomeId);
    case MARKET.TOTAL:
      return total(regularScore(result), specifiers, outcomeId);
    case MARKET.HALFTIME_TOTAL:
      return total(halfTimeScore(result), specifiers, outcomeId);
    case MARKET.TOTAL_INCL_OT:
      return total(result.score, specifiers, outcomeId);
    case MARKET.BOTH_TEAMS_TO_SCORE: {
      const s = regularScore(result);
      const both = s.home > 0 && s.away > 0;
      if (outcomeId === OUTCOME.BTTS_YES) return binary(both);
      if (outcomeId === OUTCOME.BTTS_NO) return binary(!both);
      throw new RangeError(`unknown both-teams-to-score outcome '${outcomeId}'`);
    }
    case MARKET.CORRECT_SCORE: {
      const s = regularScore(result);
      const offered = offeredScores(specifiers);
      const actual = `${s.home}:${s.away}`;
      if (outcomeId === OUTCOME.OTHER) return binary(!offered.has(actual));
      if (!offered.has(outcomeId)) {
        throw new RangeError(`unknown correct score outcome '${outcomeId}'`);
      }
      return binary(outcomeId === actual);
    }
    case MARKET.OUTRIGHT_WINNER: {
      const winner = result.ranking?.[0];
      if (winner === undefined) throw new RangeError('the result has no ranking');
      const tied = result.deadHeat && result.deadHeat.length > 1 ? result.deadHeat : [winner];
      if (!tied.includes(outcomeId)) return LOST;
      return tied.length > 1 ? { win: 1, void: 0, deadHeat: 1 / tied.length } : WON;
    }
    default:
      throw new RangeError(`unknown market type ${marketTypeId}`);
  }
}
