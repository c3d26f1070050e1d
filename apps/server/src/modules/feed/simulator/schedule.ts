import { createPrng, nextUniform, seedFromText, uniformInt } from '@placar/domain/sportsbook/live/prng';
import type { FeedFixture } from '../feed.messages';
import { SIM_LEAGUES, SIM_SPORTS, type SimLeague } from './leagues';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export type SimTeam = { id: string; name: string; abbreviation: string; rating: number };

/** What can happen to a fixture before kick-off (rarely). */
export type SimFixtureChange =
  | { kind: 'delay'; announceAt: number; newKickoff: number }
  | { kind: 'postpone'; announceAt: number }
  | { kind: 'cancel'; announceAt: number };

export type SimEvent = {
  id: string;
  providerId: 1 | 2;
  league: SimLeague;
  kickoff: number;
  home: SimTeam;
  away: SimTeam;
  /** F1: every driver */
  entrants: SimTeam[];
  seed: number;
  change: SimFixtureChange | null;
};

export function team(league: SimLeague, index: number): SimTeam {
  const [name, rating] = league.teams[index]!.split(':') as [string, string];
  return {
    id: `sr:competitor:${league.number * 100 + index}`,
    name,
    abbreviation: name
      .replace(/[^A-Za-zÀ-ú]/g, '')
      .slice(0, 3)
      .toUpperCase(),
    rating: Number(rating),
  };
}

/** The events of one league on one day (day number since the epoch), deterministic for the seed. */
export function leagueDay(seed: number, league: SimLeague, day: number): SimEvent[] {
  const out: SimEvent[] = [];
  const dayStart = day * DAY_MS;
  for (let slot = 0; slot < league.perDay; slot++) {
    const matchSeed = seedFromText(`${seed}:${league.number}:${day}:${slot}`);
    const rng = createPrng(matchSeed);
    const n = league.teams.length;
    const h = uniformInt(rng, 0, n - 1);
    let a = uniformInt(rng, 0, n - 2);
    if (a >= h) a += 1;
    const spacing = (league.window[1] * HOUR_MS) / league.perDay;
    const raw = dayStart + league.window[0] * HOUR_MS + slot * spacing + nextUniform(rng) * spacing * 0.5;
    const kickoff = Math.round(raw / (5 * 60_000)) * 5 * 60_000;
    const r = nextUniform(rng);
    const change: SimFixtureChange | null =
      r < 0.01
        ? {
            kind: 'delay',
            announceAt: kickoff - 30 * 60_000,
            newKickoff: kickoff + uniformInt(rng, 3, 9) * 5 * 60_000,
          }
        : r < 0.015
          ? { kind: 'postpone', announceAt: kickoff - 2 * HOUR_MS }
          : r < 0.018
            ? { kind: 'cancel', announceAt: kickoff - HOUR_MS }
            : null;
    const number = league.number * 10_000_000 + day * 100 + slot;
    const isRace = league.sport === 'formula-1';
    const event: SimEvent = {
      id: isRace ? `sr:stage:${number}` : `sr:match:${number}`,
      providerId: 1,
      league,
      kickoff,
      home: team(league, h),
      away: team(league, a),
      entrants: isRace ? league.teams.map((_, i) => team(league, i)) : [],
      seed: matchSeed,
      change,
    };
    out.push(event);
    if (league.secondProvider) out.push({ ...event, id: `bg:match:${number}`, providerId: 2 });
  }
  return out;
}

export function leaguesFor(filter?: number[]): SimLeague[] {
  return filter ? SIM_LEAGUES.filter((l) => filter.includes(l.number)) : SIM_LEAGUES;
}

/** The sport, category and tournament of a league as fixtures carry them. */
export function catalogueOf(
  league: SimLeague,
  providerId: 1 | 2,
): Pick<FeedFixture, 'sport' | 'category' | 'tournament'> {
  const sport = SIM_SPORTS.find((s) => s.key === league.sport)!;
  const prefix = providerId === 2 ? 'bg' : 'sr';
  return {
    sport: { id: sport.id, name: sport.name, slug: sport.key, sortOrder: sport.order },
    category: {
      id: `${prefix}:category:${league.category.number}`,
      name: league.category.name,
      countryCode: league.category.countryCode,
    },
    tournament: {
      id: `${prefix}:tournament:${league.number}`,
      name: league.name,
      isPrincipal: league.principal,
      priority: league.principal ? 100 - sport.order : 0,
      earlyPayout: league.earlyPayout,
    },
  };
}

/** The first event number of matches asked for now (admin call): 9 followed by 11 digits. */
const DEMAND_NUMBERS = 900_000_000_000;

/**
 * A match asked for now (admin call): a deterministic pairing of the league's teams for the seed,
 * the time and the serial number, with an id outside the schedule's (9 followed by 11 digits).
 */
export function demandEvent(seed: number, league: SimLeague, now: number, serial: number): SimEvent {
  const number = DEMAND_NUMBERS + (Math.floor(now / 1000) % 1_000_000_000) * 100 + (serial % 100);
  return demandEventOf(seed, league, number, now);
}

/** Whether an event id is one of a match asked for now. */
export function isDemandEventId(id: string): boolean {
  const number = Number(/:(\d+)$/.exec(id)?.[1] ?? 0);
  return number >= DEMAND_NUMBERS;
}

function demandEventOf(seed: number, league: SimLeague, number: number, kickoff: number): SimEvent {
  const matchSeed = seedFromText(`${seed}:demand:${league.number}:${number}`);
  const rng = createPrng(matchSeed);
  const n = league.teams.length;
  const h = uniformInt(rng, 0, n - 1);
  let a = uniformInt(rng, 0, n - 2);
  if (a >= h) a += 1;
  const isRace = league.sport === 'formula-1';
  return {
    id: isRace ? `sr:stage:${number}` : `sr:match:${number}`,
    providerId: 1,
    league,
    kickoff,
    home: team(league, h),
    away: team(league, a),
    entrants: isRace ? league.teams.map((_, i) => team(league, i)) : [],
    seed: matchSeed,
    change: null,
  };
}

/**
 * The simulated event of a stored id (a new feed leader resuming what the last one left running):
 * a scheduled one from its league, day and slot; one asked for now from its tournament and kick-off
 * (`scheduledAt` as stored). Undefined for an id the simulator never made.
 */
export function simEventById(
  seed: number,
  id: string,
  tournamentId: string,
  scheduledAt: number,
): SimEvent | undefined {
  const match = /^(sr|bg):(match|stage):(\d+)$/.exec(id);
  if (!match) return undefined;
  const number = Number(match[3]);
  if (number >= DEMAND_NUMBERS) {
    const leagueNumber = Number(/^sr:tournament:(\d+)$/.exec(tournamentId)?.[1]);
    const league = SIM_LEAGUES.find((l) => l.number === leagueNumber);
    if (!league || match[1] !== 'sr') return undefined;
    const ev = demandEventOf(seed, league, number, scheduledAt);
    return ev.id === id ? ev : undefined;
  }
  const league = SIM_LEAGUES.find((l) => l.number === Math.floor(number / 10_000_000));
  if (!league) return undefined;
  const day = Math.floor((number % 10_000_000) / 100);
  return leagueDay(seed, league, day).find((e) => e.id === id);
}

/** The fixture of a simulated event as a feed adapter delivers it. */
export function fixtureOf(e: SimEvent, status: FeedFixture['status'], kickoff = e.kickoff): FeedFixture {
  const isRace = e.entrants.length > 0;
  const day = new Date(kickoff).toISOString().slice(0, 10);
  const seasonStage = `sr:stage:${e.league.number * 10_000_000}`;
  return {
    id: e.id,
    eventType: isRace ? 'stage' : 'match',
    providerId: e.providerId,
    ...catalogueOf(e.league, e.providerId),
    season: null,
    stage: isRace
      ? { id: e.id, name: `Grande Prêmio ${day}`, stageType: 'race', parentId: seasonStage }
      : null,
    parentId: isRace ? seasonStage : null,
    name: isRace ? `Fórmula 1 - Grande Prêmio ${day}` : `${e.home.name} vs. ${e.away.name}`,
    home: isRace ? null : e.home,
    away: isRace ? null : e.away,
    competitors: e.entrants,
    scheduledAt: kickoff,
    status,
    bookingStatus: 'Booked',
    hasStreaming: e.league.principal && !isRace,
  };
}
