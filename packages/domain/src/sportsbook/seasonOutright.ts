import { type MarginChoice, marginFor } from './football/pricing';
import { createPrng, nextUniform, type Prng } from './live/prng';
import { priceOutcomes } from './margin';
import { MARKET } from './markets';
import { eloWinProbability } from './math';
import { type OutrightEntrant, plackettLuceWeights } from './outright';
import type { FinalResult, PricedMarket } from './types';

/**
 * How a season decides its champion, simulated game by game from Elo-scale ratings:
 * - `league`: everyone plays everyone `rounds` times (3 points a win, 1 a draw), most points wins;
 * - `cup`: a random draw into a knockout bracket (byes when the count is not a power of two);
 * - `playoff`: a league of `rounds`, then the best `qualifiers` in a seeded bracket (1 v q, 2 v q−1 …);
 * - `races`: `races` Plackett-Luce races (F1), points 25-18-15-12-10-8-6-4-2-1, most points wins.
 * `drawRate` is the draw chance of two equal sides (football ≈ 0.27); a drawn knockout game goes to
 * a coin toss (penalties). `bestOf` is the length of a knockout series (1: one game).
 */
export type SeasonFormat =
  | { kind: 'league'; rounds: number; drawRate?: number }
  | { kind: 'cup'; bestOf?: number; drawRate?: number }
  | { kind: 'playoff'; rounds: number; qualifiers: number; bestOf: number; drawRate?: number }
  | { kind: 'races'; races: number; sharpness?: number };

export const RACE_POINTS: readonly number[] = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];

/** Per pair of sides (i, j): P(i wins) and P(draw), from the Elo expectation, computed once. */
type Odds = { win: Float64Array; draw: Float64Array; n: number };

function pairOdds(ratings: readonly number[], drawRate: number): Odds {
  const n = ratings.length;
  const win = new Float64Array(n * n);
  const draw = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const e = eloWinProbability(ratings[i]! - ratings[j]!);
      const d = drawRate * 2 * Math.min(e, 1 - e);
      win[i * n + j] = e - d / 2;
      draw[i * n + j] = d;
    }
  }
  return { win, draw, n };
}

/** One game between sides i and j: 1 (i wins), 0.5 (draw) or 0. */
function game(odds: Odds, i: number, j: number, rng: Prng): number {
  const k = i * odds.n + j;
  const u = nextUniform(rng);
  if (u < odds.win[k]!) return 1;
  if (u < odds.win[k]! + odds.draw[k]!) return 0.5;
  return 0;
}

/** Best-of series (first to a majority); a drawn game is decided by a coin toss. True when i wins. */
function series(odds: Odds, i: number, j: number, bestOf: number, rng: Prng): boolean {
  const need = Math.floor(bestOf / 2) + 1;
  let wins = 0;
  let losses = 0;
  while (wins < need && losses < need) {
    const g = game(odds, i, j, rng);
    const won = g === 0.5 ? nextUniform(rng) < 0.5 : g === 1;
    if (won) wins++;
    else losses++;
  }
  return wins === need;
}

/** `members` (indices) ordered by score (higher first), ties in a random order. */
function rankBy(
  score: readonly number[],
  rng: Prng,
  members: readonly number[] = score.map((_, i) => i),
): number[] {
  const tie = score.map(() => nextUniform(rng));
  return [...members].sort((a, b) => score[b]! - score[a]! || tie[b]! - tie[a]!);
}

function league(odds: Odds, rounds: number, rng: Prng): number[] {
  const points = new Array<number>(odds.n).fill(0);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < odds.n; i++) {
      for (let j = i + 1; j < odds.n; j++) {
        const g = game(odds, i, j, rng);
        if (g === 1) points[i]! += 3;
        else if (g === 0) points[j]! += 3;
        else {
          points[i]! += 1;
          points[j]! += 1;
        }
      }
    }
  }
  return rankBy(points, rng);
}

/** Standard bracket order of seeds 0..size-1 (0 meets size-1 in the first round, 0 and 1 only in the final). */
function bracketOrder(size: number): number[] {
  let order = [0];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n - 1 - s]);
  }
  return order;
}

/** Knockout of `seeded` (best seed first): their ranking, champion first, then by the round reached. */
function knockout(odds: Odds, seeded: readonly number[], bestOf: number, rng: Prng): number[] {
  let size = 1;
  while (size < seeded.length) size *= 2;
  let slots: (number | undefined)[] = bracketOrder(size).map((s) => seeded[s]);
  const reached = new Array<number>(odds.n).fill(0);
  for (let round = 1; slots.length > 1; round++) {
    const next: (number | undefined)[] = [];
    for (let k = 0; k < slots.length; k += 2) {
      const [a, b] = [slots[k], slots[k + 1]];
      const winner = a === undefined || b === undefined ? (a ?? b) : series(odds, a, b, bestOf, rng) ? a : b;
      if (winner !== undefined) reached[winner] = round;
      next.push(winner);
    }
    slots = next;
  }
  return rankBy(reached, rng, seeded);
}

function shuffled(n: number, rng: Prng): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(nextUniform(rng) * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A championship of Plackett-Luce races (strengths as `plackettLuceWeights`), scored with RACE_POINTS. */
function races(
  entrants: readonly OutrightEntrant[],
  count: number,
  sharpness: number,
): (rng: Prng) => number[] {
  const weights = plackettLuceWeights(entrants, sharpness);
  const total = weights.reduce((a, b) => a + b, 0);
  return (rng) => {
    const points = new Array<number>(weights.length).fill(0);
    for (let r = 0; r < count; r++) {
      const left = [...weights];
      let sum = total;
      for (let pos = 0; pos < RACE_POINTS.length && pos < weights.length; pos++) {
        let u = nextUniform(rng) * sum;
        let pick = -1;
        for (let i = 0; i < left.length; i++) {
          if (left[i] === 0) continue;
          pick = i;
          u -= left[i]!;
          if (u < 0) break;
        }
        points[pick]! += RACE_POINTS[pos]!;
        sum -= left[pick]!;
        left[pick] = 0;
      }
    }
    return rankBy(points, rng);
  };
}

/** A season simulator for these entrants: each call plays one season, answering indices, champion first. */
function seasonSimulator(
  entrants: readonly OutrightEntrant[],
  format: SeasonFormat,
): (rng: Prng) => number[] {
  if (entrants.length < 2) throw new RangeError('a season needs at least two entrants');
  if (format.kind === 'races') {
    return races(entrants, format.races, format.sharpness ?? 1.6);
  }
  const odds = pairOdds(
    entrants.map((e) => e.rating),
    format.drawRate ?? 0,
  );
  switch (format.kind) {
    case 'league':
      return (rng) => league(odds, format.rounds, rng);
    case 'cup':
      return (rng) => knockout(odds, shuffled(odds.n, rng), format.bestOf ?? 1, rng);
    case 'playoff': {
      const q = Math.max(2, Math.min(format.qualifiers, odds.n));
      return (rng) => {
        const table = league(odds, format.rounds, rng);
        return [...knockout(odds, table.slice(0, q), format.bestOf, rng), ...table.slice(q)];
      };
    }
  }
}

/** One simulated season (seeded): the entrants' ids in final order, champion first. */
export function simulateSeason(
  entrants: readonly OutrightEntrant[],
  format: SeasonFormat,
  rng: Prng,
): string[] {
  return seasonSimulator(entrants, format)(rng).map((i) => entrants[i]!.id);
}

/**
 * Makes probabilities non-decreasing in rating (pool-adjacent-violators; equal ratings share one
 * value), keeping their sum: a stronger side never gets longer odds from Monte-Carlo noise.
 */
export function monotoneInRating(entrants: readonly OutrightEntrant[], probs: readonly number[]): number[] {
  const byRating = entrants.map((_, i) => i).sort((a, b) => entrants[a]!.rating - entrants[b]!.rating);
  const blocks: { members: number[]; sum: number }[] = [];
  for (const i of byRating) {
    const last = blocks.at(-1);
    if (last && entrants[last.members[0]!]!.rating === entrants[i]!.rating) {
      last.members.push(i);
      last.sum += probs[i]!;
    } else blocks.push({ members: [i], sum: probs[i]! });
    while (blocks.length > 1) {
      const b = blocks.at(-1)!;
      const a = blocks.at(-2)!;
      if (a.sum / a.members.length <= b.sum / b.members.length) break;
      blocks.splice(-2, 2, { members: [...a.members, ...b.members], sum: a.sum + b.sum });
    }
  }
  const out = probs.map(() => 0);
  for (const b of blocks) for (const i of b.members) out[i] = b.sum / b.members.length;
  return out;
}

export type SeasonPricingOptions = {
  /** Monte-Carlo seasons (default 4000); the same seed gives the same prices for the same ratings */
  sims?: number;
  seed?: number;
  margin?: MarginChoice;
};

/** P(each entrant is champion), by Monte-Carlo over whole seasons; sums to 1, monotone in rating. */
export function seasonWinProbabilities(
  entrants: readonly OutrightEntrant[],
  format: SeasonFormat,
  options: SeasonPricingOptions = {},
): number[] {
  return runSteps(seasonWinProbabilitySteps(entrants, format, options));
}

/**
 * `seasonWinProbabilities` in steps: the generator pauses (yields) after every `every` seasons and
 * returns the same probabilities, so a caller can let other work run in between (a server's event loop).
 */
export function* seasonWinProbabilitySteps(
  entrants: readonly OutrightEntrant[],
  format: SeasonFormat,
  options: SeasonPricingOptions = {},
  every = 50,
): Generator<void, number[]> {
  const sims = options.sims ?? 4000;
  if (!(sims >= 1)) throw new RangeError('sims must be at least 1');
  const play = seasonSimulator(entrants, format);
  const rng = createPrng(options.seed ?? 1);
  const wins = entrants.map(() => 0);
  for (let s = 0; s < sims; s++) {
    wins[play(rng)[0]!]! += 1;
    if ((s + 1) % every === 0) yield;
  }
  return monotoneInRating(
    entrants,
    wins.map((w) => w / sims),
  );
}

/** The season winner market (534, outcome ids the entrants' ids) priced with the margin. */
export function priceSeasonOutright(
  entrants: readonly OutrightEntrant[],
  format: SeasonFormat,
  options: SeasonPricingOptions = {},
): PricedMarket {
  return runSteps(priceSeasonOutrightSteps(entrants, format, options));
}

/** `priceSeasonOutright` in steps (see `seasonWinProbabilitySteps`): the same market. */
export function* priceSeasonOutrightSteps(
  entrants: readonly OutrightEntrant[],
  format: SeasonFormat,
  options: SeasonPricingOptions = {},
  every = 50,
): Generator<void, PricedMarket> {
  const fair = yield* seasonWinProbabilitySteps(entrants, format, options, every);
  return {
    marketTypeId: MARKET.OUTRIGHT_WINNER,
    specifiers: '',
    outcomes: priceOutcomes(
      entrants.map((e) => e.id),
      fair,
      marginFor(options.margin, MARKET.OUTRIGHT_WINNER),
    ),
  };
}

function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** How a season ended (one seeded simulation), as settlement reads it: the final ranking. */
export function seasonFinalResult(
  entrants: readonly OutrightEntrant[],
  format: SeasonFormat,
  seed: number,
): FinalResult {
  return {
    status: 'ended',
    score: { home: 0, away: 0 },
    ranking: simulateSeason(entrants, format, createPrng(seed)),
  };
}
