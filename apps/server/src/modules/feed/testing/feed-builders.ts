import type {
  FeedFixture,
  FeedMarketOdds,
  FixtureChange,
  OddsChange,
  UofMarketStatus,
} from '../feed.messages';

/**
 * Builders of feed messages for tests (this module's and other modules': betting drives ingestion
 * with them). Defaults: a Brasileirão match between Flamengo and Palmeiras, prematch producer.
 */
export function matchFixture(id: string, overrides: Partial<FeedFixture> = {}): FeedFixture {
  return {
    id,
    eventType: 'match',
    providerId: id.startsWith('bg:') ? 2 : 1,
    sport: { id: 'sr:sport:1', name: 'Futebol', slug: 'futebol', sortOrder: 1 },
    category: { id: 'sr:category:13', name: 'Brasil', countryCode: 'BR' },
    tournament: {
      id: 'sr:tournament:325',
      name: 'Brasileirão Série A',
      isPrincipal: true,
      priority: 100,
      earlyPayout: true,
    },
    season: null,
    stage: null,
    parentId: null,
    name: 'Flamengo vs. Palmeiras',
    home: { id: 'sr:competitor:5981', name: 'Flamengo', abbreviation: 'FLA' },
    away: { id: 'sr:competitor:1963', name: 'Palmeiras', abbreviation: 'PAL' },
    competitors: [],
    scheduledAt: Date.UTC(2026, 0, 10, 19, 0),
    status: 0,
    bookingStatus: 'Booked',
    hasStreaming: true,
    ...overrides,
  };
}

export function fixtureChange(
  fixture: FeedFixture,
  ts: number,
  changeType: FixtureChange['changeType'] = 'new',
): FixtureChange {
  return { kind: 'fixture_change', producerId: 3, ts, eventId: fixture.id, changeType, fixture };
}

/** A 1X2 market (UOF 1) with the given decimal odds. */
export function oneXTwo(odds: [number, number, number], status: UofMarketStatus = 1): FeedMarketOdds {
  const inv = odds.map((o) => 1 / o);
  const sum = inv.reduce((a, b) => a + b, 0);
  return {
    marketId: 1,
    specifiers: '',
    status,
    outcomes: ['1', '2', '3'].map((outcomeId, i) => ({
      outcomeId,
      odds: odds[i]!,
      probability: inv[i]! / sum,
      active: true,
    })),
  };
}

/** A total goals market (UOF 18) at a line. */
export function total(
  line: number,
  over: number,
  under: number,
  status: UofMarketStatus = 1,
): FeedMarketOdds {
  const pOver = 1 / over / (1 / over + 1 / under);
  return {
    marketId: 18,
    specifiers: `total=${line}`,
    status,
    outcomes: [
      { outcomeId: '12', odds: over, probability: pOver, active: true },
      { outcomeId: '13', odds: under, probability: 1 - pOver, active: true },
    ],
  };
}

export function oddsChange(
  eventId: string,
  ts: number,
  markets: FeedMarketOdds[],
  extra: Partial<OddsChange> = {},
): OddsChange {
  return { kind: 'odds_change', producerId: 3, eventId, ts, markets, ...extra };
}
