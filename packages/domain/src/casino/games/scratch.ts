import { z } from 'zod';
import { type Rng, randomInt } from '../rng';
import type { GameOutcome, OriginalGame } from './types';

/** Prize symbols: each is the multiplier of the card price it pays when it appears 3 times. */
export const SCRATCH_SYMBOLS = [1, 2, 3, 5, 10, 20, 100, 1000] as const;
export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number];

/** Prize table: weight out of 1 000 000 cards of each winning card; the rest lose. */
export const SCRATCH_PRIZE_WEIGHTS: readonly { prize: ScratchSymbol; weight: number }[] = [
  { prize: 1000, weight: 10 },
  { prize: 100, weight: 100 },
  { prize: 20, weight: 1_000 },
  { prize: 10, weight: 4_000 },
  { prize: 5, weight: 24_000 },
  { prize: 3, weight: 50_000 },
  { prize: 2, weight: 150_000 },
  { prize: 1, weight: 300_000 },
];
export const SCRATCH_WEIGHT_TOTAL = 1_000_000;

/** Exact RTP: Σ weight × prize / 1 000 000. */
export function scratchRtp(): number {
  return SCRATCH_PRIZE_WEIGHTS.reduce((s, t) => s + t.weight * t.prize, 0) / SCRATCH_WEIGHT_TOTAL;
}

export function scratchWinProbability(): number {
  return SCRATCH_PRIZE_WEIGHTS.reduce((s, t) => s + t.weight, 0) / SCRATCH_WEIGHT_TOTAL;
}

/** The card's prize from the first float: ⌊f × 1 000 000⌋ walks the table in order; null = no prize. */
export function scratchPrize(rng: Rng): ScratchSymbol | null {
  let ticket = randomInt(rng, SCRATCH_WEIGHT_TOTAL);
  for (const tier of SCRATCH_PRIZE_WEIGHTS) {
    if (ticket < tier.weight) return tier.prize;
    ticket -= tier.weight;
  }
  return null;
}

/** Takes `count` items of `pool` by partial Fisher–Yates (one float each). */
function drawFrom<T>(pool: T[], count: number, rng: Rng): T[] {
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(rng, pool.length - i);
    const t = pool[i] as T;
    pool[i] = pool[j] as T;
    pool[j] = t;
  }
  return pool.slice(0, count);
}

/**
 * The 3×3 face (cells 0…8 row by row) consistent with the prize: a winning card shows its prize
 * exactly 3 times (cells chosen by 3 floats) and fills the other 6 cells from the other symbols,
 * at most twice each (6 floats); a losing card shows every symbol at most twice (9 floats).
 */
export function scratchCard(prize: ScratchSymbol | null, rng: Rng): ScratchSymbol[] {
  const others = [...(OTHER_SYMBOLS.get(prize) ?? [])];
  if (prize === null) return drawFrom(others, 9, rng);
  const cells = drawFrom([0, 1, 2, 3, 4, 5, 6, 7, 8], 3, rng);
  const fill = drawFrom(others, 6, rng);
  const card: ScratchSymbol[] = [];
  for (let i = 0, k = 0; i < 9; i++) card.push(cells.includes(i) ? prize : (fill[k++] as ScratchSymbol));
  return card;
}

/** For each prize (null = none), every other symbol twice, in table order: the filler pool. */
const OTHER_SYMBOLS = new Map<ScratchSymbol | null, readonly ScratchSymbol[]>(
  [null, ...SCRATCH_SYMBOLS].map((prize) => [
    prize,
    SCRATCH_SYMBOLS.filter((s) => s !== prize).flatMap((s) => [s, s]),
  ]),
);

export const scratchParams = z.object({});
export type ScratchParams = z.infer<typeof scratchParams>;

export interface ScratchOutcome extends GameOutcome {
  /** Symbols of the 9 cells, row by row. */
  card: ScratchSymbol[];
  prize: ScratchSymbol | null;
}

export const scratch: OriginalGame<ScratchParams, ScratchOutcome> = {
  id: 'scratch',
  name: 'Raspadinha',
  category: 'raspaditos',
  rtp: scratchRtp(),
  rtpMethod: 'analytic',
  maxMultiplier: 1000,
  rules: [
    'Raspe as 9 casas do cartão: três valores iguais pagam esse valor vezes o preço do cartão.',
    'Prêmios de 1× a 1.000×; cerca de 53% dos cartões são premiados e nenhum cartão tem dois prêmios.',
    'O prêmio é sorteado na compra do cartão conforme a tabela publicada. RTP de 95%.',
  ],
  params: scratchParams,
  play(_params, rng) {
    const prize = scratchPrize(rng);
    return { card: scratchCard(prize, rng), prize, multiplier: prize ?? 0 };
  },
};
