import { type MarginChoice, marginFor } from './football/pricing';
import { priceOutcomes } from './margin';
import { MARKET } from './markets';
import type { PricedMarket } from './types';

/** A competitor of an outright (F1 driver): its id (the outcome id) and an Elo-scale rating. */
export interface OutrightEntrant {
  id: string;
  rating: number;
}

/**
 * Plackett-Luce strengths from ratings: w = 10^(sharpness × (rating − best) / 400). `sharpness` > 1 because a
 * race is more predictable than a single Elo game (default 1.6).
 */
export function plackettLuceWeights(entrants: readonly OutrightEntrant[], sharpness = 1.6): number[] {
  const top = Math.max(...entrants.map((e) => e.rating));
  return entrants.map((e) => 10 ** ((sharpness * (e.rating - top)) / 400));
}

/** P(each entrant wins) under Plackett-Luce (with `retired` entrants out of the race). */
export function outrightWinProbabilities(
  entrants: readonly OutrightEntrant[],
  options: { sharpness?: number; retired?: readonly string[] } = {},
): number[] {
  const weights = plackettLuceWeights(entrants, options.sharpness);
  const out = entrants.map((e, i) => (options.retired?.includes(e.id) ? 0 : weights[i]!));
  const sum = out.reduce((a, b) => a + b, 0);
  return out.map((w) => (sum > 0 ? w / sum : 0));
}

/** Samples a full finishing order (Plackett-Luce) with a uniform random source in [0, 1). */
export function samplePlackettLuce(
  entrants: readonly OutrightEntrant[],
  random: () => number,
  sharpness?: number,
): string[] {
  const weights = plackettLuceWeights(entrants, sharpness);
  const pool = entrants.map((e, i) => ({ id: e.id, w: weights[i]! }));
  const order: string[] = [];
  while (pool.length > 0) {
    const total = pool.reduce((a, e) => a + e.w, 0);
    let u = random() * total;
    let pick = pool.length - 1;
    for (let i = 0; i < pool.length; i++) {
      u -= pool[i]!.w;
      if (u < 0) {
        pick = i;
        break;
      }
    }
    order.push(pool[pick]!.id);
    pool.splice(pick, 1);
  }
  return order;
}

/** The special-winner market (534) of a race; outcome ids are the entrants' ids. */
export function priceOutright(
  entrants: readonly OutrightEntrant[],
  options: { margin?: MarginChoice; sharpness?: number; retired?: readonly string[] } = {},
): PricedMarket[] {
  const fair = outrightWinProbabilities(entrants, options);
  return [
    {
      marketTypeId: MARKET.OUTRIGHT_WINNER,
      specifiers: '',
      outcomes: priceOutcomes(
        entrants.map((e) => e.id),
        fair,
        marginFor(options.margin, MARKET.OUTRIGHT_WINNER),
      ),
    },
  ];
}
