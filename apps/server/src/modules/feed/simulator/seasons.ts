import { createPrng, nextUniform, type Prng, seedFromText } from '@placar/domain/sportsbook/live/prng';
import { MARKET } from '@placar/domain/sportsbook/markets';
import {
  priceSeasonOutrightSteps,
  type SeasonFormat,
  seasonFinalResult,
} from '@placar/domain/sportsbook/seasonOutright';
import { settleMarket } from '@placar/domain/sportsbook/settlement';
import type { FeedFixture, FeedMarketOdds, FeedMessage } from '../feed.messages';
import type { SimLeague } from './leagues';
import { catalogueOf, type SimTeam, team } from './schedule';

/** When a league's season runs ([month, day], UTC) and how it decides its champion. */
type SeasonPlan = { format: SeasonFormat; start: [number, number]; end: [number, number] };

const FOOTBALL_LEAGUE: SeasonFormat = { kind: 'league', rounds: 2, drawRate: 0.27 };
const FOOTBALL_CUP: SeasonFormat = { kind: 'cup', drawRate: 0.27 };

/** Season outrights of the main leagues, by league (sr:tournament) number. */
export const SEASON_PLANS: ReadonlyMap<number, SeasonPlan> = new Map([
  [325, { format: FOOTBALL_LEAGUE, start: [3, 29], end: [12, 7] }], // Brasileirão Série A
  [390, { format: FOOTBALL_LEAGUE, start: [4, 4], end: [11, 29] }], // Série B
  [373, { format: FOOTBALL_CUP, start: [2, 18], end: [11, 30] }], // Copa do Brasil
  [384, { format: FOOTBALL_CUP, start: [2, 4], end: [11, 29] }], // Libertadores
  [17, { format: FOOTBALL_LEAGUE, start: [8, 15], end: [5, 24] }], // Premier League
  [8, { format: FOOTBALL_LEAGUE, start: [8, 15], end: [5, 24] }], // La Liga
  [132, { format: { kind: 'playoff', rounds: 4, qualifiers: 8, bestOf: 7 }, start: [10, 21], end: [6, 20] }], // NBA
  [234, { format: { kind: 'playoff', rounds: 4, qualifiers: 8, bestOf: 7 }, start: [10, 7], end: [6, 20] }], // NHL
  [31, { format: { kind: 'playoff', rounds: 2, qualifiers: 8, bestOf: 1 }, start: [9, 4], end: [2, 8] }], // NFL
  [109, { format: { kind: 'playoff', rounds: 4, qualifiers: 8, bestOf: 5 }, start: [3, 26], end: [11, 1] }], // MLB
  [40, { format: { kind: 'races', races: 24 }, start: [3, 14], end: [12, 7] }], // F1 drivers' championship
]);

/** Season prices move (ratings drift with form, injuries, transfers) every this much feed time. */
const SEASON_REPRICE_MS = 6 * 3_600_000;
const MAX_DRIFT = 40;

type Season = {
  id: string;
  league: SimLeague;
  plan: SeasonPlan;
  name: string;
  start: number;
  end: number;
  teams: SimTeam[];
  drift: number[];
  rng: Prng;
  nextPrice: number;
  sent: string | undefined;
};

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The season outrights the simulator runs: for each main league, its current season (the next one
 * in the off-season) with a winner market (534) priced from the teams' ratings, repriced as they
 * drift, and settled from a simulated final table when the season ends. Deterministic for the seed.
 */
export class SeasonBook {
  #seasons = new Map<number, Season>();

  constructor(
    private readonly seed: number,
    private readonly sims = 2000,
  ) {}

  get count() {
    return this.#seasons.size;
  }

  /**
   * One league at feed time `now`: its season opened, repriced or settled as due. The Monte-Carlo
   * pricing calls `pause` between small batches of seasons (it may yield to the event loop).
   */
  async step(
    league: SimLeague,
    now: number,
    ts: () => number,
    out: FeedMessage[],
    pause: () => Promise<void> | undefined = () => undefined,
  ) {
    const plan = SEASON_PLANS.get(league.number);
    if (!plan) return;
    let season = this.#seasons.get(league.number);
    if (season && now >= season.end) {
      this.#settle(season, ts, out);
      season = undefined;
    }
    if (!season) {
      season = this.#open(league, plan, now);
      this.#seasons.set(league.number, season);
      out.push({
        kind: 'fixture_change',
        producerId: 3,
        ts: ts(),
        eventId: season.id,
        changeType: 'new',
        fixture: this.#fixture(season),
      });
    }
    if (now >= season.nextPrice) {
      if (season.sent !== undefined) {
        season.drift = season.drift.map((d) =>
          Math.max(-MAX_DRIFT, Math.min(MAX_DRIFT, d + (nextUniform(season.rng) - 0.5) * 8)),
        );
      }
      season.nextPrice = now + SEASON_REPRICE_MS;
      await this.#price(season, ts, out, pause);
    }
  }

  #open(league: SimLeague, plan: SeasonPlan, now: number): Season {
    const year = new Date(now).getUTCFullYear();
    const endOf = (y: number) => Date.UTC(y, plan.end[0] - 1, plan.end[1], 22);
    const endYear = endOf(year) > now ? year : year + 1;
    const crosses = plan.start[0] * 100 + plan.start[1] > plan.end[0] * 100 + plan.end[1];
    const startYear = crosses ? endYear - 1 : endYear;
    const id = `sr:season:${league.number * 10_000 + startYear}`;
    return {
      id,
      league,
      plan,
      name: crosses
        ? `${league.name} ${startYear}/${String(endYear % 100).padStart(2, '0')}`
        : `${league.name} ${endYear}`,
      start: Date.UTC(startYear, plan.start[0] - 1, plan.start[1]),
      end: endOf(endYear),
      teams: league.teams.map((_, i) => team(league, i)),
      drift: league.teams.map(() => 0),
      rng: createPrng(seedFromText(`${this.seed}:${id}:drift`)),
      nextPrice: 0,
      sent: undefined,
    };
  }

  #fixture(s: Season): FeedFixture {
    return {
      id: s.id,
      eventType: 'season',
      providerId: 1,
      ...catalogueOf(s.league, 1),
      season: { id: s.id, name: s.name, startDate: isoDay(s.start), endDate: isoDay(s.end) },
      stage: null,
      parentId: null,
      name: s.name,
      home: null,
      away: null,
      competitors: s.teams,
      scheduledAt: s.end,
      status: 0,
      bookingStatus: 'Booked',
      hasStreaming: false,
    };
  }

  #entrants(s: Season) {
    return s.teams.map((t, i) => ({ id: t.id, rating: t.rating + s.drift[i]! }));
  }

  async #price(s: Season, ts: () => number, out: FeedMessage[], pause: () => Promise<void> | undefined) {
    // the same random numbers at every repricing: prices move with the ratings, not with the noise
    const steps = priceSeasonOutrightSteps(this.#entrants(s), s.plan.format, {
      sims: this.sims,
      seed: seedFromText(`${this.seed}:${s.id}:pricing`),
    });
    let r = steps.next();
    while (!r.done) {
      await pause();
      r = steps.next();
    }
    const priced = r.value;
    const market: FeedMarketOdds = {
      marketId: priced.marketTypeId,
      specifiers: priced.specifiers,
      status: priced.outcomes.some((o) => o.active) ? 1 : 0,
      outcomes: priced.outcomes.map((o) => ({
        outcomeId: o.outcomeId,
        odds: o.odds,
        probability: o.probability,
        active: o.active,
      })),
    };
    const signature = market.outcomes.map((o) => `${o.odds}:${o.active ? 1 : 0}`).join(',');
    if (signature === s.sent) return;
    s.sent = signature;
    out.push({ kind: 'odds_change', producerId: 3, eventId: s.id, ts: ts(), markets: [market] });
  }

  /** The season is over: the event ends and its winner market settles on a simulated final table. */
  #settle(s: Season, ts: () => number, out: FeedMessage[]) {
    const result = seasonFinalResult(
      this.#entrants(s),
      s.plan.format,
      seedFromText(`${this.seed}:${s.id}:final`),
    );
    const ids = s.teams.map((t) => t.id);
    out.push({
      kind: 'odds_change',
      producerId: 3,
      eventId: s.id,
      ts: ts(),
      state: {
        status: 3,
        matchStatusDescription: 'Encerrado',
        homeScore: null,
        awayScore: null,
        clock: null,
      },
      markets: [],
    });
    out.push({
      kind: 'bet_settlement',
      producerId: 3,
      eventId: s.id,
      ts: ts(),
      certainty: 2,
      homeScore: null,
      awayScore: null,
      markets: [
        {
          marketId: MARKET.OUTRIGHT_WINNER,
          specifiers: '',
          outcomes: settleMarket(MARKET.OUTRIGHT_WINNER, '', result, ids).map((o) => ({
            outcomeId: o.outcomeId,
            result: o.result === 'won' ? (1 as const) : (0 as const),
            voidFactor: o.voidFactor,
            deadHeatFactor: o.deadHeatFactor ?? 1,
          })),
        },
      ],
    });
  }
}
