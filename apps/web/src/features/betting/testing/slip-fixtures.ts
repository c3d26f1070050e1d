import type { TMarket, TOutcome } from '@placar/contract';
import type { SbMatch } from '../../sportsbook';
import { toCustomBetItem } from '../model/custom-bet';
import type { CustomBetSelection, SlipItem } from '../model/types';
import { toSlipItem } from '../stores/bet-slip';

/** Seed-shaped matches, markets and outcomes for the slip's tests (never shipped in a screen). */
export function testOutcome(
  matchId: string,
  marketId: number,
  outcomeId: string,
  odds: number,
  specifiers = '',
): TOutcome {
  return {
    id: `${matchId}/${marketId}/${specifiers}/${outcomeId}`,
    outcomeId,
    name: `Resultado ${outcomeId}`,
    odds,
    oddsUS: odds >= 2 ? Math.round((odds - 1) * 100) : Math.round(-100 / (odds - 1)),
    active: true,
    probabilities: 1 / odds,
    homeOrAwayTeam: null,
    specifiers,
  };
}

export function testMarket(
  id: number,
  outcomes: TOutcome[],
  status: TMarket['status'] = 1,
  producerId: 1 | 3 = 3,
): TMarket {
  return {
    id,
    name: `Mercado ${id}`,
    status,
    marketType: id,
    isFavorite: false,
    outcomes,
    producerId,
    specifiers: outcomes[0]?.specifiers ?? '',
    handicap: null,
  };
}

export function testMatch(n: number, overrides: Partial<SbMatch> = {}): SbMatch {
  const id = overrides.id ?? `sr:match:${n}`;
  const market = testMarket(1, [
    testOutcome(id, 1, '1', 2),
    testOutcome(id, 1, '2', 3.5),
    testOutcome(id, 1, '3', 3.2),
  ]);
  return {
    id,
    name: `Time ${n}A x Time ${n}B`,
    countMarkets: 1,
    matchStatusDescription: '',
    status: 0,
    scheduleTime: new Date(Date.UTC(2030, 0, 1, 18)).toISOString(),
    homeCompetitorName: `Time ${n}A`,
    homeScore: null,
    awayCompetitorName: `Time ${n}B`,
    awayScore: null,
    producerId: 3,
    tournamentId: 'sr:tournament:325',
    sportId: 'sr:sport:1',
    isEarlyPayoutApplied: false,
    providerId: 1,
    bookingStatus: 'Booked',
    parentId: null,
    markets: [market],
    time: null,
    hasStreaming: false,
    mainMarket: market,
    tournamentName: 'Brasileirão',
    categoryId: 'sr:category:13',
    categoryName: 'Brasil',
    detail: true,
    clockAt: 0,
    ...overrides,
  };
}

/** The first outcome of a match's 1X2, its market and the match: what an odds button hands over. */
export function tapOf(match: SbMatch, outcomeIndex = 0): [TOutcome, TMarket, SbMatch] {
  const market = match.markets[0] as TMarket;
  return [market.outcomes[outcomeIndex] as TOutcome, market, match];
}

export function testItem(n: number, overrides: Partial<SlipItem> = {}): SlipItem {
  const match = testMatch(n);
  return { ...toSlipItem(...tapOf(match), 0), ...overrides };
}

export function testSelection(
  marketId: number,
  outcomeId: string,
  odds: number,
  specifiers = '',
): CustomBetSelection {
  return {
    marketId,
    marketTypeId: marketId,
    marketName: `Mercado ${marketId}`,
    marketStatus: 'Active',
    specifiers,
    outcomeId,
    outcomeName: `Resultado ${outcomeId}`,
    outcomeActive: true,
    outcomeValueDecimal: odds,
  };
}

/** A custom bet of match n: home win and over 2.5, priced at `odds`. */
export function testCustomItem(n: number, odds = 3.4, overrides: Partial<SlipItem> = {}): SlipItem {
  const legs = [testSelection(1, '1', 2), testSelection(18, '12', 1.9, 'total=2.5')];
  const price = { decimalOdds: odds, americanOdds: Math.round((odds - 1) * 100) };
  return { ...toCustomBetItem(testMatch(n), legs, price, 0), ...overrides };
}
