import type { TMarket, TMatch, TOutcome } from '@placar/contract';

/** Builders of seed-shaped matches for tests and the bench (never shipped in a screen). */
export function outcome(
  matchId: string,
  marketId: number,
  specifiers: string,
  outcomeId: string,
  name: string,
  odds: number,
): TOutcome {
  return {
    id: `${matchId}/${marketId}/${specifiers}/${outcomeId}`,
    outcomeId,
    name,
    odds,
    oddsUS: odds >= 2 ? (odds - 1) * 100 : -100 / (odds - 1),
    active: true,
    probabilities: 1 / odds,
    homeOrAwayTeam: null,
    specifiers,
  };
}

export function market(
  matchId: string,
  id: number,
  name: string,
  outcomes: Array<[string, string, number]>,
  specifiers = '',
  status: TMarket['status'] = 1,
): TMarket {
  return {
    id,
    name,
    status,
    marketType: id,
    isFavorite: false,
    outcomes: outcomes.map(([oid, oname, odds]) => outcome(matchId, id, specifiers, oid, oname, odds)),
    producerId: 1,
    specifiers,
    handicap: null,
  };
}

export function soccerMatch(n: number, overrides: Partial<TMatch> = {}): TMatch {
  const id = `sr:match:${1000 + n}`;
  const home = `Time ${n} Casa`;
  const away = `Time ${n} Fora`;
  const oneXTwo = market(id, 1, 'Resultado final', [
    ['1', home, 1.85 + (n % 7) / 10],
    ['2', 'Empate', 3.4],
    ['3', away, 4.1 - (n % 5) / 10],
  ]);
  const total = market(
    id,
    18,
    'Total de gols',
    [
      ['12', 'Mais de 2.5', 1.9],
      ['13', 'Menos de 2.5', 1.9],
    ],
    'total=2.5',
  );
  return {
    id,
    name: `${home} x ${away}`,
    countMarkets: 42,
    matchStatusDescription: '1º tempo',
    status: 1,
    scheduleTime: new Date(Date.now() - 30 * 60_000).toISOString(),
    homeCompetitorName: home,
    homeScore: n % 3,
    awayCompetitorName: away,
    awayScore: n % 2,
    producerId: 1,
    tournamentId: `sr:tournament:${(n % 4) + 1}`,
    sportId: 'sr:sport:1',
    isEarlyPayoutApplied: false,
    providerId: 1,
    bookingStatus: 'Booked',
    parentId: null,
    markets: [oneXTwo, total],
    time: { timeInSeconds: 1200 + n * 7, stopped: false, timerType: 'up' },
    hasStreaming: n % 2 === 0,
    mainMarket: oneXTwo,
    tournamentName: `Campeonato ${(n % 4) + 1}`,
    categoryId: 'sr:category:13',
    categoryName: 'Brasil',
    ...overrides,
  };
}
