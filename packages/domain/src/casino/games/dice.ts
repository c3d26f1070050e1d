import { z } from 'zod';
import { floorMultiplier } from '../money';
import { type Rng, randomInt } from '../rng';
import type { GameOutcome, OriginalGame } from './types';

export const DICE_RTP = 0.99;
/** Rolls are the 10 000 values 0.00 … 99.99. */
export const DICE_OUTCOMES = 10_000;
export const DICE_MIN_WIN_OUTCOMES = 1; // 0.01 %
export const DICE_MAX_WIN_OUTCOMES = 9_800; // 98 %

export const diceParams = z.object({
  /** Target in hundredths (50.50 is 5050): integer 1…9998. */
  target: z.number().int().min(1).max(9_998),
  /** under: wins when roll < target; over: wins when roll > target. */
  direction: z.enum(['under', 'over']),
});
export type DiceParams = z.infer<typeof diceParams>;

/** Winning rolls (out of 10 000) of a bet. */
export function diceWinningOutcomes(params: DiceParams): number {
  return params.direction === 'under' ? params.target : DICE_OUTCOMES - 1 - params.target;
}

export function isValidDiceBet(params: DiceParams): boolean {
  const wins = diceWinningOutcomes(params);
  return wins >= DICE_MIN_WIN_OUTCOMES && wins <= DICE_MAX_WIN_OUTCOMES;
}

/** Payout multiplier fixed at bet time: 0.99 / P(win), floored to 4 decimals. */
export function diceMultiplier(params: DiceParams): number {
  return floorMultiplier((DICE_RTP * DICE_OUTCOMES) / diceWinningOutcomes(params));
}

/** Roll in hundredths (0…9999) from one float. */
export function diceRoll(rng: Rng): number {
  return randomInt(rng, DICE_OUTCOMES);
}

export interface DiceOutcome extends GameOutcome {
  /** Roll in hundredths: 4217 is shown as 42,17. */
  roll: number;
  win: boolean;
  /** The multiplier that was fixed at bet time (paid when win). */
  payoutMultiplier: number;
}

export const dice: OriginalGame<DiceParams, DiceOutcome> = {
  id: 'dice',
  name: 'Dados',
  category: 'dados',
  rtp: DICE_RTP,
  rtpMethod: 'analytic',
  maxMultiplier: floorMultiplier(DICE_RTP * DICE_OUTCOMES),
  rules: [
    'Sorteia-se um número de 0,00 a 99,99, todos com a mesma chance.',
    'Escolha um alvo e aposte que o número sai abaixo ou acima dele; a chance de ganhar vai de 0,01% a 98%.',
    'O multiplicador é 99 / chance (em %), arredondado para baixo em 4 casas, fixado na aposta. RTP de 99%.',
  ],
  params: diceParams.refine(isValidDiceBet, { message: 'chance de ganhar deve ficar entre 0,01% e 98%' }),
  play(params, rng) {
    const roll = diceRoll(rng);
    const win = params.direction === 'under' ? roll < params.target : roll > params.target;
    const payoutMultiplier = diceMultiplier(params);
    return { roll, win, payoutMultiplier, multiplier: win ? payoutMultiplier : 0 };
  },
};
