import { z } from 'zod';
import type { Rng } from '../rng';
import type { GameOutcome, OriginalGame } from './types';

/** House edge 1 %: P(crash point ≥ x) = 0.99 / x for every x on the 0.01 grid from 1.00 to the cap. */
export const CRASH_RTP = 0.99;
export const CRASH_MAX_MULTIPLIER = 1_000_000;
export const CRASH_MIN_TARGET = 1.01;
/** Growth rate of the live curve, per millisecond: 2× after ≈11.6 s, 10× after ≈38.4 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

const floor2 = (x: number): number => Math.floor(x * 100 + 1e-9) / 100;

/**
 * Crash point from one uniform float f: ⌊100 × 0.99 / (1 − f)⌋ / 100, at least 1.00 and at most the
 * cap. 1 % of rounds crash at 1.00 (every auto cash-out loses), which is the house edge.
 */
export function crashPointFromFloat(f: number): number {
  const raw = CRASH_RTP / (1 - f);
  if (raw < 1) return 1;
  return Math.min(CRASH_MAX_MULTIPLIER, floor2(raw));
}

export function crashPoint(rng: Rng): number {
  return crashPointFromFloat(rng.next());
}

/** The multiplier shown `elapsedMs` after the round starts (2 decimals, never above the crash point). */
export function crashMultiplierAt(elapsedMs: number, crashAt = CRASH_MAX_MULTIPLIER): number {
  if (!(elapsedMs >= 0)) return 1;
  return Math.min(crashAt, Math.max(1, floor2(Math.exp(CRASH_GROWTH_PER_MS * elapsedMs))));
}

/** Milliseconds after the start at which the curve first shows `multiplier` (when the round crashes). */
export function crashElapsedMsFor(multiplier: number): number {
  if (multiplier <= 1) return 0;
  return Math.ceil(Math.log(multiplier) / CRASH_GROWTH_PER_MS);
}

/**
 * Settles one bet of a round: a cash-out (the auto target, or the multiplier shown when the player
 * cashed out manually) wins at that multiplier when it is at most the crash point, otherwise loses.
 */
export function settleCrashBet(point: number, cashOutAt: number | null): number {
  if (cashOutAt === null || cashOutAt < CRASH_MIN_TARGET || cashOutAt > point) return 0;
  return floor2(cashOutAt);
}

export const crashParams = z.object({
  /** Automatic cash-out target, 2 decimals, fixed when the bet is placed. */
  target: z.number().multipleOf(0.01).min(CRASH_MIN_TARGET).max(CRASH_MAX_MULTIPLIER),
});
export type CrashParams = z.infer<typeof crashParams>;

export interface CrashOutcome extends GameOutcome {
  crashPoint: number;
  cashedOut: boolean;
}

export const crash: OriginalGame<CrashParams, CrashOutcome> = {
  id: 'crash',
  name: 'Crash',
  category: 'interactivos',
  rtp: CRASH_RTP,
  rtpMethod: 'analytic',
  maxMultiplier: CRASH_MAX_MULTIPLIER,
  rules: [
    'O multiplicador sobe a partir de 1,00× até o ponto de quebra da rodada.',
    'Retire antes da quebra (na hora ou automaticamente no alvo escolhido na aposta) e receba a aposta vezes o multiplicador.',
    'Se a rodada quebrar antes da retirada, a aposta é perdida. 1% das rodadas quebra em 1,00×.',
    'Chance de chegar ao multiplicador x: 99% / x. RTP de 99%. Multiplicador máximo 1.000.000×.',
  ],
  params: crashParams,
  play(params, rng) {
    const point = crashPoint(rng);
    const multiplier = settleCrashBet(point, params.target);
    return { crashPoint: point, cashedOut: multiplier > 0, multiplier };
  },
};
