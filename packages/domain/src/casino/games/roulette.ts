import { z } from 'zod';
import { type Rng, randomInt } from '../rng';
import type { GameOutcome, OriginalGame } from './types';

/** European single-zero wheel: 37 pockets; every bet returns 36 / (numbers covered) × stake. */
export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;
export const ROULETTE_RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] as const;

export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'basket',
  'column',
  'dozen',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]): string => [...numbers].sort((a, b) => a - b).join('-');

/** Every valid number set of the table layout (3 columns, 12 rows; 0 above 1, 2, 3). */
function layoutSets(): Record<RouletteBetType, Set<string>> {
  const sets = Object.fromEntries(ROULETTE_BET_TYPES.map((t) => [t, new Set<string>()])) as Record<
    RouletteBetType,
    Set<string>
  >;
  for (let n = 0; n <= 36; n++) sets.straight.add(key([n]));
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) sets.split.add(key([n, n + 1]));
    if (n <= 33) sets.split.add(key([n, n + 3]));
    if (n % 3 === 1) {
      sets.street.add(key([n, n + 1, n + 2]));
      if (n <= 31) sets.line.add(key(range(n, n + 5)));
    }
    if (n % 3 !== 0 && n <= 32) sets.corner.add(key([n, n + 1, n + 3, n + 4]));
  }
  for (const n of [1, 2, 3]) sets.split.add(key([0, n]));
  sets.street.add(key([0, 1, 2]));
  sets.street.add(key([0, 2, 3]));
  sets.basket.add(key([0, 1, 2, 3]));
  for (let c = 1; c <= 3; c++) sets.column.add(key(range(0, 11).map((r) => r * 3 + c)));
  for (let d = 0; d < 3; d++) sets.dozen.add(key(range(d * 12 + 1, d * 12 + 12)));
  return sets;
}
const LAYOUT = layoutSets();

/** The numbers an outside bet covers (the same for every bet of that type). */
export function outsideBetNumbers(type: RouletteBetType): readonly number[] | null {
  return OUTSIDE.get(type) ?? null;
}

function computeOutsideNumbers(type: RouletteBetType): number[] | null {
  const all = range(1, 36);
  switch (type) {
    case 'red':
      return [...ROULETTE_RED];
    case 'black':
      return all.filter((n) => !(ROULETTE_RED as readonly number[]).includes(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    default:
      return null;
  }
}

const OUTSIDE = new Map<RouletteBetType, readonly number[]>(
  ROULETTE_BET_TYPES.flatMap((t) => {
    const numbers = computeOutsideNumbers(t);
    return numbers ? [[t, numbers] as const] : [];
  }),
);

export const rouletteBet = z
  .object({
    type: z.enum(ROULETTE_BET_TYPES),
    /** Numbers covered: required for inside bets, columns and dozens; ignored for even-money bets. */
    numbers: z.array(z.number().int().min(0).max(36)).max(12).optional(),
    /** Stake of this bet in integer units (centavos): the round's stake is the sum of the units. */
    units: z.number().int().min(1).max(1_000_000),
  })
  .refine((b) => outsideBetNumbers(b.type) !== null || LAYOUT[b.type].has(key(b.numbers ?? [])), {
    message: 'números não formam essa aposta na mesa',
    path: ['numbers'],
  });
export type RouletteBet = z.infer<typeof rouletteBet>;

export function rouletteBetNumbers(bet: RouletteBet): readonly number[] {
  return outsideBetNumbers(bet.type) ?? bet.numbers ?? [];
}

/** Return of a bet per unit, stake included: 36 / covered numbers (straight 36, split 18, … red 2). */
export function rouletteBetMultiplier(bet: RouletteBet): number {
  return 36 / rouletteBetNumbers(bet).length;
}

export const rouletteParams = z.object({ bets: z.array(rouletteBet).min(1).max(200) });
export type RouletteParams = z.infer<typeof rouletteParams>;

export interface RouletteOutcome extends GameOutcome {
  pocket: number;
  color: 'green' | 'red' | 'black';
  /** Units each bet returns (stake included, exact integers since 36 / covered is whole), in bet order. */
  returns: number[];
  /** Total units staked: the round's stake is split across the bets by units. */
  units: number;
}

export function rouletteColor(pocket: number): 'green' | 'red' | 'black' {
  if (pocket === 0) return 'green';
  return (ROULETTE_RED as readonly number[]).includes(pocket) ? 'red' : 'black';
}

export function spinRoulette(rng: Rng): number {
  return randomInt(rng, ROULETTE_POCKETS);
}

export const roulette: OriginalGame<RouletteParams, RouletteOutcome> = {
  id: 'roulette',
  name: 'Roleta Europeia',
  category: 'roulette_live',
  rtp: ROULETTE_RTP,
  rtpMethod: 'analytic',
  maxMultiplier: 36,
  rules: [
    'Roleta europeia com um só zero: 37 casas, de 0 a 36.',
    'Pagamentos: número 35:1, cavalo 17:1, transversal 11:1, quadrado 8:1, linha 5:1, quatro primeiros 8:1, coluna e dúzia 2:1, vermelho/preto, par/ímpar e 1-18/19-36 1:1.',
    'Apostas externas perdem no zero. RTP de 97,30% em qualquer aposta.',
  ],
  params: rouletteParams,
  play(params, rng) {
    const pocket = spinRoulette(rng);
    let units = 0;
    let returned = 0;
    const returns = params.bets.map((bet) => {
      units += bet.units;
      const back = rouletteBetNumbers(bet).includes(pocket) ? bet.units * rouletteBetMultiplier(bet) : 0;
      returned += back;
      return back;
    });
    // Multiplier of the round stake (sum of units), 4 decimals at most, rounded down.
    const multiplier = Math.floor((returned / units) * 10_000 + 1e-6) / 10_000;
    return { pocket, color: rouletteColor(pocket), returns, units, multiplier };
  },
};
