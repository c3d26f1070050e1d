import { priceMarketFromDistribution, type ResultDistribution } from '../distribution';
import { DEFAULT_MARGIN, priceOutcomes } from '../margin';
import { correctScoreOutcomeIds, formatSpecifiers, MARKET, OUTCOME } from '../markets';
import type { MarginConfig, PricedMarket, Specifiers } from '../types';
import { footballDistributions } from './distribution';
import { type FootballInPlayState, type FootballModelParams, PREMATCH } from './goalModel';

/** A margin for all markets, or one per market type. */
export type MarginChoice = MarginConfig | ((marketTypeId: number) => MarginConfig);

export interface FootballPricingOptions {
  margin?: MarginChoice;
  /** Total goals lines (default 0.5 … 6.5); lines already passed in play are left out. */
  totals?: readonly number[];
  /** Asian handicap lines (hcp of the home team); default the 9 quarter lines around the balanced line. */
  handicaps?: readonly number[];
  /** European handicaps 'home:away' (default 0:1, 0:2, 1:0, 2:0). */
  europeanHandicaps?: readonly string[];
  /** Half-time total lines (default 0.5, 1.5, 2.5). */
  halfTimeTotals?: readonly number[];
}

export function marginFor(choice: MarginChoice | undefined, marketTypeId: number): MarginConfig {
  if (!choice) return DEFAULT_MARGIN;
  return typeof choice === 'function' ? choice(marketTypeId) : choice;
}

const DEFAULT_TOTALS = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5];
const DEFAULT_EUROPEAN = ['0:1', '0:2', '1:0', '2:0'];
const DEFAULT_HALF_TIME_TOTALS = [0.5, 1.5, 2.5];

function expectedGoalDifference(distribution: ResultDistribution): number {
  return distribution.reduce((acc, c) => acc + c.p * (c.result.score.home - c.result.score.away), 0);
}

/** The 9 quarter lines centred on the line closest to an even handicap. */
export function balancedHandicapLines(expectedDifference: number): number[] {
  const main = -Math.round(expectedDifference * 4) / 4;
  return Array.from({ length: 9 }, (_, i) => main + (i - 4) * 0.25);
}

/**
 * Correct score priced by direct lookup in the score distribution (the same probabilities the generic evaluator
 * gives, without evaluating 16 outcomes on every cell).
 */
export function priceCorrectScore(
  distribution: ResultDistribution,
  specifiers: Specifiers,
  margin: MarginConfig,
): PricedMarket {
  const ids = correctScoreOutcomeIds(specifiers);
  const byScore = new Map<string, number>();
  let mass = 0;
  for (const cell of distribution) {
    const key = `${cell.result.score.home}:${cell.result.score.away}`;
    byScore.set(key, (byScore.get(key) ?? 0) + cell.p);
    mass += cell.p;
  }
  const listed = ids.filter((id) => id !== OUTCOME.OTHER).map((id) => (byScore.get(id) ?? 0) / mass);
  const other = Math.max(0, 1 - listed.reduce((a, b) => a + b, 0));
  return {
    marketTypeId: MARKET.CORRECT_SCORE,
    specifiers: formatSpecifiers(specifiers),
    outcomes: priceOutcomes(ids, [...listed, other], margin),
  };
}

/**
 * Every football market of the catalogue, priced consistently from one goal model: 1X2, double chance, draw no
 * bet, totals, asian and european handicaps, both teams to score, correct score, half-time 1X2 and totals.
 * In play, markets already decided are left out; after the end nothing is priced.
 */
export function priceFootball(
  params: FootballModelParams,
  state: FootballInPlayState = PREMATCH,
  options: FootballPricingOptions = {},
): PricedMarket[] {
  if (state.period === 'ended') return [];
  const dist = footballDistributions(params, state);
  const out: PricedMarket[] = [];
  const price = (d: ResultDistribution, marketTypeId: number, specifiers: Specifiers = {}) =>
    out.push(
      priceMarketFromDistribution(d, marketTypeId, specifiers, marginFor(options.margin, marketTypeId)),
    );
  const goals = state.score.home + state.score.away;

  price(dist.fullTime, MARKET.ONE_X_TWO);
  price(dist.fullTime, MARKET.DOUBLE_CHANCE);
  price(dist.fullTime, MARKET.DRAW_NO_BET);
  for (const line of options.totals ?? DEFAULT_TOTALS) {
    if (line > goals) price(dist.fullTime, MARKET.TOTAL, { total: String(line) });
  }
  for (const line of options.handicaps ?? balancedHandicapLines(expectedGoalDifference(dist.fullTime))) {
    price(dist.fullTime, MARKET.HANDICAP, { hcp: String(line === 0 ? 0 : line) });
  }
  for (const hcp of options.europeanHandicaps ?? DEFAULT_EUROPEAN)
    price(dist.fullTime, MARKET.EUROPEAN_HANDICAP, { hcp });
  if (state.score.home === 0 || state.score.away === 0) price(dist.fullTime, MARKET.BOTH_TEAMS_TO_SCORE);
  const base = state.score;
  price(
    dist.fullTime,
    MARKET.CORRECT_SCORE,
    base.home + base.away > 0 ? { score: `${base.home}:${base.away}` } : {},
  );

  if (state.period === 'prematch' || state.period === 'first_half') {
    price(dist.halfTime, MARKET.HALFTIME_1X2);
    for (const line of options.halfTimeTotals ?? DEFAULT_HALF_TIME_TOTALS) {
      if (line > goals) price(dist.halfTime, MARKET.HALFTIME_TOTAL, { total: String(line) });
    }
  }
  return out;
}
