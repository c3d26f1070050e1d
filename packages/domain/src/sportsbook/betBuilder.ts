import type { ResultDistribution } from './distribution';
import { evaluateOutcome } from './evaluate';
import { type FootballDistributions, footballDistributions } from './football/distribution';
import { footballPricingState } from './live/football';
import type { LiveMatchState } from './live/types';
import { MARKET, parseSpecifiers } from './markets';
import type { FinalResult } from './types';

/** A same-match selection: market type, UOF specifier string, outcome id. */
export interface Selection {
  marketTypeId: number;
  specifiers: string;
  outcomeId: string;
}

export const BET_BUILDER_MIN = 2;
export const BET_BUILDER_MAX = 10;
export const BET_BUILDER_MESSAGES = {
  tooFew: 'Adicione pelo menos 2 seleções para criar sua aposta.',
  tooMany: 'Não é possível fazer mais de 10 seleções.',
  incompatible: 'Seleção não compatível.',
} as const;

/** Markets a bet builder combines (football, regular time and first half). Lines must not push. */
export const BET_BUILDER_MARKETS: readonly number[] = [
  MARKET.ONE_X_TWO,
  MARKET.DOUBLE_CHANCE,
  MARKET.EUROPEAN_HANDICAP,
  MARKET.HANDICAP,
  MARKET.TOTAL,
  MARKET.BOTH_TEAMS_TO_SCORE,
  MARKET.CORRECT_SCORE,
  MARKET.HALFTIME_1X2,
  MARKET.HALFTIME_TOTAL,
];

const HALF_TIME_MARKETS: readonly number[] = [MARKET.HALFTIME_1X2, MARKET.HALFTIME_TOTAL];

function isHalfLine(value: string | undefined): boolean {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && Math.abs(Math.abs(n % 1) - 0.5) < 1e-9;
}

/** True when a selection can be combined (a bet-builder market whose line cannot push or half-settle). */
export function isBuildable(selection: Selection): boolean {
  if (!BET_BUILDER_MARKETS.includes(selection.marketTypeId)) return false;
  let spec: Record<string, string>;
  try {
    spec = { ...parseSpecifiers(selection.specifiers) };
  } catch {
    return false;
  }
  if (selection.marketTypeId === MARKET.HANDICAP && !isHalfLine(spec.hcp)) return false;
  if (
    (selection.marketTypeId === MARKET.TOTAL || selection.marketTypeId === MARKET.HALFTIME_TOTAL) &&
    !isHalfLine(spec.total)
  )
    return false;
  return isOutcomeOf(selection, spec);
}

/** A final result with every part a bet-builder market reads, to ask whether the market knows an outcome. */
const SAMPLE_RESULT: FinalResult = {
  status: 'ended',
  score: { home: 1, away: 0 },
  halfTime: { home: 1, away: 0 },
};

/** False for an outcome id the market does not have (evaluating it throws a RangeError). */
function isOutcomeOf(selection: Selection, spec: Record<string, string>): boolean {
  try {
    evaluateOutcome(selection.marketTypeId, spec, selection.outcomeId, SAMPLE_RESULT);
    return true;
  } catch {
    return false;
  }
}

/** The distributions of a football match (from its live state) a bet builder prices on. */
export function footballDistributionsOf(state: LiveMatchState): FootballDistributions {
  if (state.kind !== 'football') throw new RangeError('the bet builder prices football matches');
  return footballDistributions(state.params, footballPricingState(state));
}

function distributionFor(
  source: FootballDistributions,
  selections: readonly Selection[],
): ResultDistribution {
  return selections.some((s) => HALF_TIME_MARKETS.includes(s.marketTypeId))
    ? source.joint()
    : source.fullTime;
}

/**
 * P(every selection wins) under the match's goal model: the sum over the score matrix (half-time × full-time
 * when a first-half selection is present) of the cells where all selections win. Correlated legs are priced
 * right (e.g. home win and over 2.5), unlike the product of the legs.
 */
export function jointProbability(
  source: LiveMatchState | FootballDistributions,
  selections: readonly Selection[],
): number {
  const dist = 'kind' in source ? footballDistributionsOf(source) : source;
  const parsed = selections.map((s) => ({ ...s, spec: parseSpecifiers(s.specifiers) }));
  const cells = distributionFor(dist, selections);
  let p = 0;
  let mass = 0;
  for (const cell of cells) {
    mass += cell.p;
    let all = true;
    for (const s of parsed) {
      const r = evaluateOutcome(s.marketTypeId, s.spec, s.outcomeId, cell.result);
      if (r.void > 0)
        throw new RangeError(`selection ${s.marketTypeId} ${s.specifiers} ${s.outcomeId} can push`);
      if (r.win < 1) {
        all = false;
        break;
      }
    }
    if (all) p += cell.p;
  }
  return mass > 0 ? p / mass : 0;
}

export type BetBuilderCheck =
  | { ok: true; probability: number }
  | { ok: false; reason: 'too_few' | 'too_many' | 'incompatible'; message: string; index?: number };

/**
 * Validates a bet-builder combination: 2–10 selections, each buildable, no duplicate or second outcome of the
 * same market line, not impossible together (joint probability 0) and none implied by the others (redundant).
 * `index` names the first offending selection.
 */
export function checkBetBuilder(
  source: LiveMatchState | FootballDistributions,
  selections: readonly Selection[],
): BetBuilderCheck {
  if (selections.length < BET_BUILDER_MIN)
    return { ok: false, reason: 'too_few', message: BET_BUILDER_MESSAGES.tooFew };
  if (selections.length > BET_BUILDER_MAX)
    return { ok: false, reason: 'too_many', message: BET_BUILDER_MESSAGES.tooMany };
  const incompatible = (index: number): BetBuilderCheck => ({
    ok: false,
    reason: 'incompatible',
    message: BET_BUILDER_MESSAGES.incompatible,
    index,
  });
  const lines = new Set<string>();
  for (const [i, s] of selections.entries()) {
    if (!isBuildable(s)) return incompatible(i);
    const line = `${s.marketTypeId}|${s.specifiers}`;
    if (lines.has(line)) return incompatible(i);
    lines.add(line);
  }
  const dist = 'kind' in source ? footballDistributionsOf(source) : source;
  const probability = jointProbability(dist, selections);
  if (probability <= 1e-9) return incompatible(selections.length - 1);
  for (const [i] of selections.entries()) {
    const others = selections.filter((_, j) => j !== i);
    if (Math.abs(jointProbability(dist, others) - probability) < 1e-12) return incompatible(i);
  }
  return { ok: true, probability };
}
