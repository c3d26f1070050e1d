import { z } from 'zod';
import type { Rng } from '../rng';
import type { GameOutcome, OriginalGame } from './types';

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

/**
 * Paytables by risk and rows: slot i (0 = far left) pays table[i]; the ball lands in slot i with
 * probability C(rows, i) / 2^rows. Each table's exact RTP is `plinkoRtp` (98.9 % to 99.1 %).
 */
export const PLINKO_PAYTABLES: Record<PlinkoRisk, Record<number, readonly number[]>> = {
  low: {
    8: [5.6, 2.49, 1.28, 0.78, 0.62, 0.78, 1.28, 2.49, 5.6],
    9: [7.1, 3.09, 1.59, 0.93, 0.66, 0.66, 0.93, 1.59, 3.09, 7.1],
    10: [8.9, 4, 1.98, 1.13, 0.75, 0.6, 0.75, 1.13, 1.98, 4, 8.9],
    11: [10, 4.7, 2.41, 1.36, 0.88, 0.66, 0.66, 0.88, 1.36, 2.41, 4.7, 10],
    12: [12, 5.7, 2.9, 1.65, 1.04, 0.74, 0.63, 0.74, 1.04, 1.65, 2.9, 5.7, 12],
    13: [16, 7.4, 3.7, 2.1, 1.24, 0.83, 0.64, 0.64, 0.83, 1.24, 2.1, 3.7, 7.4, 16],
    14: [22, 10, 4.9, 2.6, 1.51, 0.97, 0.7, 0.58, 0.7, 0.97, 1.51, 2.6, 4.9, 10, 22],
    15: [27, 12, 6.1, 3.2, 1.82, 1.14, 0.79, 0.63, 0.63, 0.79, 1.14, 1.82, 3.2, 6.1, 12, 27],
    16: [32, 15, 7.4, 3.9, 2.2, 1.37, 0.92, 0.69, 0.6, 0.69, 0.92, 1.37, 2.2, 3.9, 7.4, 15, 32],
  },
  medium: {
    8: [13, 3.31, 1.21, 0.64, 0.5, 0.64, 1.21, 3.31, 13],
    9: [18, 4.71, 1.63, 0.79, 0.54, 0.54, 0.79, 1.63, 4.71, 18],
    10: [22, 6.1, 2.2, 1.03, 0.64, 0.53, 0.64, 1.03, 2.2, 6.1, 22],
    11: [24, 7.4, 2.81, 1.31, 0.79, 0.6, 0.6, 0.79, 1.31, 2.81, 7.4, 24],
    12: [33, 10, 3.7, 1.7, 0.95, 0.66, 0.57, 0.66, 0.95, 1.7, 3.7, 10, 33],
    13: [43, 13, 4.9, 2.2, 1.17, 0.75, 0.6, 0.6, 0.75, 1.17, 2.2, 4.9, 13, 43],
    14: [58, 18, 6.6, 2.8, 1.45, 0.89, 0.65, 0.58, 0.65, 0.89, 1.45, 2.8, 6.6, 18, 58],
    15: [88, 26, 9.3, 3.8, 1.84, 1.06, 0.72, 0.58, 0.58, 0.72, 1.06, 1.84, 3.8, 9.3, 26, 88],
    16: [110, 34, 12, 4.9, 2.3, 1.3, 0.84, 0.63, 0.59, 0.63, 0.84, 1.3, 2.3, 4.9, 12, 34, 110],
  },
  high: {
    8: [29, 3.51, 0.95, 0.5, 0.43, 0.5, 0.95, 3.51, 29],
    9: [43, 5.5, 1.39, 0.63, 0.46, 0.46, 0.63, 1.39, 5.5, 43],
    10: [76, 9, 2, 0.77, 0.49, 0.44, 0.49, 0.77, 2, 9, 76],
    11: [120, 14, 2.99, 1.04, 0.58, 0.46, 0.46, 0.58, 1.04, 2.99, 14, 120],
    12: [170, 21, 4.4, 1.46, 0.73, 0.52, 0.48, 0.52, 0.73, 1.46, 4.4, 21, 170],
    13: [260, 33, 6.6, 1.99, 0.93, 0.59, 0.5, 0.5, 0.59, 0.93, 1.99, 6.6, 33, 260],
    14: [420, 52, 10, 2.9, 1.18, 0.69, 0.53, 0.49, 0.53, 0.69, 1.18, 2.9, 10, 52, 420],
    15: [620, 79, 15, 4.1, 1.58, 0.86, 0.59, 0.51, 0.51, 0.59, 0.86, 1.58, 4.1, 15, 79, 620],
    16: [1000, 130, 23, 5.9, 2.2, 1.05, 0.67, 0.54, 0.49, 0.54, 0.67, 1.05, 2.2, 5.9, 23, 130, 1000],
  },
};

export function plinkoPaytable(rows: number, risk: PlinkoRisk): readonly number[] {
  const table = PLINKO_PAYTABLES[risk][rows];
  if (!table) throw new RangeError(`rows must be ${PLINKO_MIN_ROWS}…${PLINKO_MAX_ROWS}, got ${rows}`);
  return table;
}

/** P(slot i) = C(rows, i) / 2^rows for i = 0…rows. */
export function plinkoSlotProbabilities(rows: number): number[] {
  const out: number[] = [];
  let c = 1;
  for (let i = 0; i <= rows; i++) {
    out.push(c / 2 ** rows);
    c = (c * (rows - i)) / (i + 1);
  }
  return out;
}

/** Exact RTP of a paytable: Σ P(slot i) × multiplier i. */
export function plinkoRtp(rows: number, risk: PlinkoRisk): number {
  const table = plinkoPaytable(rows, risk);
  return plinkoSlotProbabilities(rows).reduce((sum, p, i) => sum + p * (table[i] ?? 0), 0);
}

/** The ball's path: one float per row, < 0.5 goes left (0), otherwise right (1). */
export function plinkoPath(rows: number, rng: Rng): number[] {
  const path: number[] = [];
  for (let r = 0; r < rows; r++) path.push(rng.next() < 0.5 ? 0 : 1);
  return path;
}

export const plinkoParams = z.object({
  rows: z.number().int().min(PLINKO_MIN_ROWS).max(PLINKO_MAX_ROWS),
  risk: z.enum(PLINKO_RISKS),
});
export type PlinkoParams = z.infer<typeof plinkoParams>;

export interface PlinkoOutcome extends GameOutcome {
  /** 0 = left, 1 = right, one per row. */
  path: number[];
  /** Landing slot: number of rights (0…rows). */
  slot: number;
}

const allRtps = PLINKO_RISKS.flatMap((risk) =>
  Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) =>
    plinkoRtp(PLINKO_MIN_ROWS + i, risk),
  ),
);

export const plinko: OriginalGame<PlinkoParams, PlinkoOutcome> = {
  id: 'plinko',
  name: 'Plinko',
  category: 'interactivos',
  /** The lowest RTP of the 27 paytables (published conservatively; each table shows its own). */
  rtp: Math.min(...allRtps),
  rtpMethod: 'analytic',
  maxMultiplier: Math.max(...PLINKO_RISKS.map((r) => plinkoPaytable(PLINKO_MAX_ROWS, r)[0] ?? 0)),
  rules: [
    'A bola cai por 8 a 16 fileiras de pinos; em cada pino vai para a esquerda ou a direita com a mesma chance.',
    'O prêmio é o multiplicador da casa onde a bola para; risco baixo, médio ou alto muda a tabela.',
    'Cada tabela mostra seu RTP exato, entre 98,9% e 99,1%.',
  ],
  params: plinkoParams,
  play(params, rng) {
    const path = plinkoPath(params.rows, rng);
    const slot = path.reduce((a, b) => a + b, 0);
    return { path, slot, multiplier: plinkoPaytable(params.rows, params.risk)[slot] ?? 0 };
  },
};
