import { BETTING_MESSAGES, EVENT_STATUS, type TRADING_REJECT_INCOMPATIBLE } from '@placar/contract';
import { sportsbook } from '@placar/domain';
import type { Platform } from '../../platform/context';
import { getMarketState, getMatchState } from '../feed';
import { bettingSettings } from './betting.config';

type Distributions = sportsbook.FootballDistributions;
type Selection = sportsbook.Selection;

const FOOTBALL = new Set(['sr:sport:1', 'bg:sport:1']);
const PREMATCH = new Set<number>([
  EVENT_STATUS.NotStarted,
  EVENT_STATUS.Delayed,
  EVENT_STATUS.MatchAboutToStart,
]);
const CACHE_MS = 5_000;

/** Fair probabilities of a market's outcomes from its current odds (proportional de-margin). */
async function fairProbabilities(platform: Platform, matchId: string, marketId: number, specifiers: string) {
  const outcomes = await getMarketState(platform, { matchId, marketId, specifiers });
  if (!outcomes || outcomes.some((o) => !(o.odds > 1))) return undefined;
  const inv = outcomes.map((o) => 1 / o.odds);
  const sum = inv.reduce((a, b) => a + b, 0);
  return {
    outcomes,
    fair: new Map(outcomes.map((o, i) => [o.outcomeId, inv[i]! / sum])),
    ts: outcomes[0]?.ts ?? 0,
  };
}

function modelProbabilities(d: Distributions) {
  let home = 0;
  let away = 0;
  let over = 0;
  for (const c of d.fullTime) {
    const { home: h, away: a } = c.result.score;
    if (h > a) home += c.p;
    else if (a > h) away += c.p;
    if (h + a > 2.5) over += c.p;
  }
  return { home, away, over };
}

/**
 * The goal model of a prematch football match, fitted to the feed's current prices: the expected goals
 * of each side (Dixon-Coles, the simulator's model) that reproduce the 1X2 and the 2.5 total. The bet
 * builder prices combinations on it with `jointProbability` (correlations included).
 */
export async function customBetModel(
  platform: Platform,
  matchId: string,
): Promise<Distributions | undefined> {
  const match = await getMatchState(platform, matchId);
  if (!match || !FOOTBALL.has(match.sportId) || !PREMATCH.has(match.status)) return undefined;
  const x12 = await fairProbabilities(platform, matchId, 1, '');
  if (!x12?.outcomes.some((o) => o.active)) return undefined;
  const tot = await fairProbabilities(platform, matchId, 18, 'total=2.5');
  const key = `${x12.ts}|${tot?.ts ?? 0}`;
  const perPlatform = platform.modules.betting.builderModels;
  const hit = perPlatform.get(matchId);
  const now = Date.now();
  if (hit && hit.key === key && now - hit.at < CACHE_MS) return hit.dist;
  const target = { home: x12.fair.get('1') ?? 0, away: x12.fair.get('3') ?? 0, over: tot?.fair.get('12') };
  const dist = fit(target);
  perPlatform.set(matchId, { at: now, key, dist });
  return dist;
}

function fit(target: { home: number; away: number; over: number | undefined }): Distributions {
  const loss = (h: number, a: number) => {
    const m = modelProbabilities(
      sportsbook.footballDistributions({ homeGoals: h, awayGoals: a }, sportsbook.PREMATCH),
    );
    const o = target.over === undefined ? 0 : (m.over - target.over) ** 2;
    return (m.home - target.home) ** 2 + (m.away - target.away) ** 2 + o;
  };
  let h = 1.4;
  let a = 1.1;
  let best = loss(h, a);
  for (let step = 0.4; step > 0.005; step /= 2) {
    let improved = true;
    while (improved) {
      improved = false;
      for (const [dh, da] of [
        [step, 0],
        [-step, 0],
        [0, step],
        [0, -step],
      ] as const) {
        const nh = h + dh;
        const na = a + da;
        if (nh < 0.05 || na < 0.05 || nh > 6 || na > 6) continue;
        const l = loss(nh, na);
        if (l < best) {
          best = l;
          h = nh;
          a = na;
          improved = true;
        }
      }
    }
  }
  return sportsbook.footballDistributions({ homeGoals: h, awayGoals: a }, sportsbook.PREMATCH);
}

export type CustomBetPrice =
  | { ok: true; probability: number; decimalOdds: number }
  | {
      ok: false;
      code: 'CUSTOM_BET_INCOMPATIBLE' | typeof TRADING_REJECT_INCOMPATIBLE;
      message: string;
      index?: number;
      tooFew?: boolean;
      tooMany?: boolean;
    };

/** Joint probability and odds (with the bet builder margin) of a same-match combination. */
export function priceCustomBet(
  platform: Platform,
  dist: Distributions,
  selections: Selection[],
): CustomBetPrice {
  const check = sportsbook.checkBetBuilder(dist, selections);
  if (!check.ok) {
    return {
      ok: false,
      code: 'CUSTOM_BET_INCOMPATIBLE',
      message: check.message ?? BETTING_MESSAGES.incompatible,
      ...(check.index !== undefined ? { index: check.index } : {}),
      tooFew: check.reason === 'too_few',
      tooMany: check.reason === 'too_many',
    };
  }
  const margin = bettingSettings(platform).customBetMargin;
  const decimalOdds = sportsbook.oddsFromImplied(Math.min(1, check.probability * (1 + margin)));
  return { ok: true, probability: check.probability, decimalOdds };
}
