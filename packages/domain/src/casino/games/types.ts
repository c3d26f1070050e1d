import type { TCasinoCategory as CasinoCategory } from '@placar/contract/casino/constants';
import type { z } from 'zod';
import type { Rng } from '../rng';

/** Casino categories of seed 000 section 9: the contract's list (one definition). */
export { CASINO_CATEGORIES } from '@placar/contract/casino/constants';
export type { CasinoCategory };

/** Every round outcome carries the multiplier of the base stake it returns (stake included). */
export interface GameOutcome {
  /** Return per unit of base stake, 4 decimals at most: payout = payoutCentavos(stake, multiplier). */
  multiplier: number;
}

/** A Placar Original: pure rules and maths, the same on the server, in the browser and in tests. */
export interface OriginalGame<P, O extends GameOutcome> {
  id: string;
  /** Name shown to players (pt-BR). */
  name: string;
  category: CasinoCategory;
  /** Published return to player, as a fraction (0.99 = 99 %). */
  rtp: number;
  /** How the RTP is known: exact analysis, or a simulation (blackjack with basic strategy). */
  rtpMethod: 'analytic' | 'simulated';
  /** Highest multiplier a single round can return. */
  maxMultiplier: number;
  /** Rules as shown to players (pt-BR). */
  rules: readonly string[];
  /** Validates the bet's parameters (fixed when the bet is placed). */
  params: z.ZodType<P>;
  /** The round's outcome from its parameters and its random stream. Throws RangeError on bad params. */
  play(params: P, rng: Rng): O;
}

export function parseParams<P>(schema: z.ZodType<P>, params: unknown): P {
  const parsed = schema.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RangeError(`invalid ${issue?.path.join('.') || 'params'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}
