import { duelParamsFromRatings, priceDuel } from '../duel/duel';
import { type FootballRatingOptions, footballParamsFromRatings } from '../football/goalModel';
import { type MarginChoice, marginFor, priceFootball } from '../football/pricing';
import { priceOutcomes } from '../margin';
import { MARKET } from '../markets';
import type { OutrightEntrant } from '../outright';
import { priceScoreSport, scoreSportParamsFromRatings } from '../scoreSports';
import type { SportKey } from '../sports';
import type { FinalResult, MatchRatings, PricedMarket } from '../types';
import { emitter } from './common';
import { createDuel, duelPricingState, tickDuel } from './duel';
import { createFootball, footballPricingState, tickFootball } from './football';
import { createPrng } from './prng';
import { createRace, raceWinProbabilities, tickRace } from './race';
import { createScoreSport, scoreSportPricingState, tickScoreSport } from './scoreSports';
import type { LiveMatchState, MatchEvent } from './types';

export interface MatchOptions {
  /** Football: league goal level and home advantage. */
  football?: FootballRatingOptions;
  /** Score sports: league scoring level (e.g. NBB 160 points) and home advantage. */
  averageTotal?: number;
  homeAdvantage?: boolean;
  /** Score sports: period length in seconds (NBA 720). */
  periodSeconds?: number;
  /** Tennis: best of 3 or 5 sets. */
  bestOf?: 3 | 5;
  /** Esports / chess: decisive maps / games needed. */
  winsNeeded?: number;
  /** MMA rounds. */
  rounds?: 3 | 5;
  /** F1 laps. */
  laps?: number;
}

/**
 * A match ready to play: ratings are Elo-scale (1500 average); F1 takes the grid's entrants. The match starts on
 * the first `advance`. The state is plain JSON (store it, send it, replay it).
 */
export function createMatchState(
  sport: SportKey,
  ratings: MatchRatings | readonly OutrightEntrant[],
  seed: number,
  options: MatchOptions = {},
): LiveMatchState {
  if (sport === 'formula-1') {
    if (!Array.isArray(ratings)) throw new RangeError('formula-1 needs the list of entrants');
    return createRace(ratings, seed, { laps: options.laps });
  }
  if (Array.isArray(ratings)) throw new RangeError(`${sport} needs home and away ratings`);
  const pair = ratings as MatchRatings;
  switch (sport) {
    case 'futebol':
      return createFootball(footballParamsFromRatings(pair, options.football), seed);
    case 'basquete':
    case 'futebol-americano':
    case 'hoquei-gelo':
    case 'beisebol':
      return createScoreSport(
        scoreSportParamsFromRatings(sport, pair, {
          averageTotal: options.averageTotal,
          homeAdvantage: options.homeAdvantage,
        }),
        seed,
        { periodSeconds: options.periodSeconds },
      );
    default:
      return createDuel(duelParamsFromRatings(sport, pair, options), seed);
  }
}

/** Largest simulated step; `advance` splits longer durations into ticks of at most this. */
const TICK = 1;

/**
 * Plays `dtSeconds` of the match (any size: time compression is the caller's business) and returns the new
 * state with what happened, in order. Deterministic: the same state and dt give the same answer.
 */
export function advance(
  state: LiveMatchState,
  dtSeconds: number,
): { state: LiveMatchState; events: MatchEvent[] } {
  if (!(dtSeconds >= 0)) throw new RangeError('dtSeconds must be a non-negative number');
  const s = structuredClone(state);
  const events: MatchEvent[] = [];
  const emit = emitter(s, events);
  const rng = createPrng(s.rng);
  let left = dtSeconds;
  while (left > 1e-9 && s.status !== 'ended') {
    const dt = Math.min(TICK, left);
    const wasStarted = s.status !== 'not_started';
    if (wasStarted) s.elapsed += dt;
    switch (s.kind) {
      case 'football':
        tickFootball(s, dt, rng, emit);
        break;
      case 'score':
        tickScoreSport(s, dt, rng, emit);
        break;
      case 'duel':
        tickDuel(s, dt, rng, emit);
        break;
      case 'race':
        tickRace(s, dt, rng, emit);
        break;
    }
    if (wasStarted) left -= dt;
  }
  s.rng = rng.state;
  return { state: s, events };
}

/** Plays a match to its end (tests, demos, settlement previews). */
export function playToEnd(
  state: LiveMatchState,
  maxSeconds = 24 * 3600,
): { state: LiveMatchState; events: MatchEvent[] } {
  return advance(state, maxSeconds);
}

/** The final result once the match has ended (undefined before). */
export function finalResultOf(state: LiveMatchState): FinalResult | undefined {
  return state.result;
}

/**
 * Prices the match's markets for its current state with the same models the pricing functions use (prematch
 * before the start, in play after, nothing once ended).
 */
export function priceMatch(state: LiveMatchState, options: { margin?: MarginChoice } = {}): PricedMarket[] {
  if (state.status === 'ended') return [];
  switch (state.kind) {
    case 'football':
      return priceFootball(state.params, footballPricingState(state), options);
    case 'score':
      return priceScoreSport(state.params, scoreSportPricingState(state), options);
    case 'duel':
      return priceDuel(state.params, duelPricingState(state), options);
    case 'race': {
      const probs = raceWinProbabilities(state);
      return [
        {
          marketTypeId: MARKET.OUTRIGHT_WINNER,
          specifiers: '',
          outcomes: priceOutcomes(
            probs.map((x) => x.id),
            probs.map((x) => x.p),
            marginFor(options.margin, MARKET.OUTRIGHT_WINNER),
          ),
        },
      ];
    }
  }
}
