import { priceMarketFromDistribution, type ResultDistribution } from './distribution';
import { type MarginChoice, marginFor } from './football/pricing';
import { MARKET } from './markets';
import { convolve, discreteNormal, poissonProbabilities } from './math';
import type { MatchRatings, PricedMarket, Score } from './types';

/** Sports priced from a score model with winner, handicap and total including overtime (219 / 223 / 225). */
export type ScoreSportKey = 'basquete' | 'futebol-americano' | 'hoquei-gelo' | 'beisebol';

/**
 * Score model of a team sport. 'normal': margin and total of regulation are normal (basketball, American
 * football); 'poisson': each side's score is Poisson (ice hockey, baseball). A regulation tie goes to overtime.
 */
export interface ScoreSportParams {
  sport: ScoreSportKey;
  kind: 'normal' | 'poisson';
  /** Expected regulation points / goals / runs of each side. */
  homeMean: number;
  awayMean: number;
  /** Normal model: standard deviations of the regulation margin and total. */
  marginSd: number;
  totalSd: number;
  /** Normal model: expected total points of one overtime period and the sd of its margin. */
  overtimePoints: number;
  overtimeMarginSd: number;
  /** Probability that the home side wins a tie-break (overtime / shootout / extra innings). */
  overtimeHome: number;
}

interface SportDefaults {
  kind: 'normal' | 'poisson';
  averageTotal: number;
  /** normal: points of margin per Elo point; poisson: log-score per 400 Elo. */
  supremacy: number;
  homeAdvantageElo: number;
  marginSd: number;
  totalSd: number;
  overtimePoints: number;
  overtimeMarginSd: number;
}

const DEFAULTS: Readonly<Record<ScoreSportKey, SportDefaults>> = {
  basquete: {
    kind: 'normal',
    averageTotal: 224,
    supremacy: 1 / 28,
    homeAdvantageElo: 90,
    marginSd: 12,
    totalSd: 18,
    overtimePoints: 22,
    overtimeMarginSd: 4.5,
  },
  'futebol-americano': {
    kind: 'normal',
    averageTotal: 45,
    supremacy: 1 / 25,
    homeAdvantageElo: 50,
    marginSd: 13.5,
    totalSd: 13.5,
    overtimePoints: 5,
    overtimeMarginSd: 4,
  },
  'hoquei-gelo': {
    kind: 'poisson',
    averageTotal: 6.1,
    supremacy: 0.4,
    homeAdvantageElo: 20,
    marginSd: 0,
    totalSd: 0,
    overtimePoints: 0,
    overtimeMarginSd: 0,
  },
  beisebol: {
    kind: 'poisson',
    averageTotal: 8.8,
    supremacy: 0.35,
    homeAdvantageElo: 20,
    marginSd: 0,
    totalSd: 0,
    overtimePoints: 0,
    overtimeMarginSd: 0,
  },
};

/** Score-model parameters from Elo-scale ratings. `averageTotal` overrides the league scoring level (NBB ≈ 160). */
export function scoreSportParamsFromRatings(
  sport: ScoreSportKey,
  ratings: MatchRatings,
  options: { averageTotal?: number; homeAdvantage?: boolean } = {},
): ScoreSportParams {
  const d = DEFAULTS[sport];
  const total = options.averageTotal ?? d.averageTotal;
  const diff = ratings.home - ratings.away + (options.homeAdvantage === false ? 0 : d.homeAdvantageElo);
  let homeMean: number;
  let awayMean: number;
  if (d.kind === 'normal') {
    const margin = diff * d.supremacy;
    homeMean = (total + margin) / 2;
    awayMean = (total - margin) / 2;
  } else {
    const s = (d.supremacy * diff) / 400;
    homeMean = (total / 2) * Math.exp(s);
    awayMean = (total / 2) * Math.exp(-s);
  }
  const overtimeHome =
    d.kind === 'normal' ? 0.5 + Math.max(-0.3, Math.min(0.3, diff / 2000)) : homeMean / (homeMean + awayMean);
  const scale = total / d.averageTotal;
  return {
    sport,
    kind: d.kind,
    homeMean,
    awayMean,
    marginSd: d.marginSd * Math.sqrt(scale),
    totalSd: d.totalSd * Math.sqrt(scale),
    overtimePoints: d.overtimePoints * scale,
    overtimeMarginSd: d.overtimeMarginSd * Math.sqrt(scale),
    overtimeHome,
  };
}

/** In-play state: share of regulation played (0–1), the score, and whether overtime is under way. */
export interface ScoreSportState {
  played: number;
  score: Score;
  /** Set while a tie-break period is played: the share of it played. */
  overtime?: { played: number };
  ended?: boolean;
}

export const SCORE_SPORT_PREMATCH: ScoreSportState = { played: 0, score: { home: 0, away: 0 } };

type Dist = Map<number, number>;

/** Final margin (home − away, incl. overtime) and final total distributions. */
export function scoreSportOutcomeDistributions(
  params: ScoreSportParams,
  state: ScoreSportState,
): { margin: Dist; total: Dist } {
  const diff = state.score.home - state.score.away;
  const sum = state.score.home + state.score.away;
  if (state.ended) return { margin: new Map([[diff, 1]]), total: new Map([[sum, 1]]) };
  const left = state.overtime ? 0 : Math.max(0, 1 - state.played);

  if (params.kind === 'poisson') {
    // regulation joint grid, then a tie gives the tie-break winner one more (shootout goal / winning run)
    const h = poissonProbabilities(params.homeMean * left, 25);
    const a = poissonProbabilities(params.awayMean * left, 25);
    const margin: Dist = new Map();
    const total: Dist = new Map();
    const add = (m: Dist, k: number, p: number) => m.set(k, (m.get(k) ?? 0) + p);
    h.forEach((ph, i) => {
      a.forEach((pa, j) => {
        const p = ph * pa;
        if (p < 1e-13) return;
        const md = diff + i - j;
        const t = sum + i + j;
        if (md !== 0) {
          add(margin, md, p);
          add(total, t, p);
        } else {
          add(margin, 1, p * params.overtimeHome);
          add(margin, -1, p * (1 - params.overtimeHome));
          add(total, t + 1, p);
        }
      });
    });
    return { margin, total };
  }

  const otLeft = state.overtime ? Math.max(0, 1 - state.overtime.played) : 0;
  const meanMargin = (params.homeMean - params.awayMean) * left;
  const meanTotal = (params.homeMean + params.awayMean) * left;
  const otSkew = (params.overtimeHome - 0.5) * params.overtimeMarginSd * 2;
  // a tied overtime is replayed: its margin excludes 0
  const otMargin = discreteNormal(otSkew, params.overtimeMarginSd);
  const p0 = otMargin.get(0) ?? 0;
  otMargin.delete(0);
  for (const [k, p] of otMargin) otMargin.set(k, p / (1 - p0));
  const otTotal = discreteNormal(params.overtimePoints, params.overtimePoints * 0.35);

  const regMargin = discreteNormal(
    diff + meanMargin + otSkew * otLeft,
    Math.sqrt(params.marginSd ** 2 * left + params.overtimeMarginSd ** 2 * otLeft),
  );
  const regTotal = discreteNormal(
    sum + meanTotal + params.overtimePoints * otLeft,
    Math.sqrt(params.totalSd ** 2 * left + (params.overtimePoints * 0.35) ** 2 * otLeft),
  );
  const tie = regMargin.get(0) ?? 0;
  const margin: Dist = new Map(regMargin);
  margin.delete(0);
  for (const [k, p] of otMargin) margin.set(k, (margin.get(k) ?? 0) + tie * p);
  const extra: Dist = new Map([[0, 1 - tie]]);
  for (const [k, p] of otTotal) extra.set(k, (extra.get(k) ?? 0) + tie * p);
  return { margin, total: convolve(regTotal, extra) };
}

function asResults(dist: Dist, asScore: (k: number) => Score): ResultDistribution {
  return [...dist]
    .filter(([, p]) => p > 1e-12)
    .map(([k, p]) => ({ result: { status: 'ended' as const, score: asScore(k) }, p }));
}

export interface ScoreSportPricingOptions {
  margin?: MarginChoice;
  /** Handicap lines (hcp of the home side); default around the balanced line. */
  handicaps?: readonly number[];
  /** Total lines; default around the expected total. */
  totals?: readonly number[];
}

const LINE_STEP: Readonly<Record<ScoreSportKey, { handicap: number; total: number; count: number }>> = {
  basquete: { handicap: 2, total: 3, count: 5 },
  'futebol-americano': { handicap: 1, total: 2, count: 5 },
  'hoquei-gelo': { handicap: 1, total: 1, count: 3 },
  beisebol: { handicap: 1, total: 1, count: 3 },
};

function expectation(dist: Dist): number {
  let e = 0;
  for (const [k, p] of dist) e += k * p;
  return e;
}

/** Half-point lines centred on `centre`, `count` of them `step` apart. */
function linesAround(centre: number, step: number, count: number): number[] {
  const main = Math.floor(centre) + 0.5;
  return Array.from({ length: count }, (_, i) => main + (i - (count - 1) / 2) * step);
}

/** Winner, handicap and total, all including overtime, for basketball, American football, ice hockey, baseball. */
export function priceScoreSport(
  params: ScoreSportParams,
  state: ScoreSportState = SCORE_SPORT_PREMATCH,
  options: ScoreSportPricingOptions = {},
): PricedMarket[] {
  if (state.ended) return [];
  const { margin, total } = scoreSportOutcomeDistributions(params, state);
  const marginResults = asResults(margin, (k) => ({ home: Math.max(k, 0), away: Math.max(-k, 0) }));
  const totalResults = asResults(total, (k) => ({ home: k, away: 0 }));
  const step = LINE_STEP[params.sport];
  const sum = state.score.home + state.score.away;
  const out: PricedMarket[] = [];
  out.push(
    priceMarketFromDistribution(
      marginResults,
      MARKET.WINNER_INCL_OT,
      {},
      marginFor(options.margin, MARKET.WINNER_INCL_OT),
    ),
  );
  const hcpLines =
    options.handicaps ??
    (params.kind === 'poisson' ? [-1.5, 1.5] : linesAround(-expectation(margin), step.handicap, step.count));
  for (const hcp of hcpLines) {
    out.push(
      priceMarketFromDistribution(
        marginResults,
        MARKET.HANDICAP_INCL_OT,
        { hcp: String(hcp) },
        marginFor(options.margin, MARKET.HANDICAP_INCL_OT),
      ),
    );
  }
  for (const line of options.totals ?? linesAround(expectation(total), step.total, step.count)) {
    if (line > sum) {
      out.push(
        priceMarketFromDistribution(
          totalResults,
          MARKET.TOTAL_INCL_OT,
          { total: String(line) },
          marginFor(options.margin, MARKET.TOTAL_INCL_OT),
        ),
      );
    }
  }
  return out;
}
