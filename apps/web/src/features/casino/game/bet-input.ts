import { CASINO_MAX_BET, CASINO_MIN_BET } from '@placar/contract';
import { formatBRL, parseBRLInput } from '../../../lib/format';

export type BetLimits = { min: number; max: number; balance: number | null };
export const DEFAULT_LIMITS: BetLimits = { min: CASINO_MIN_BET, max: CASINO_MAX_BET, balance: null };

export type BetCheck = { ok: true; amount: number } | { ok: false; amount: number | null; error: string };

const round2 = (v: number) => Math.round(v * 100) / 100;

/** 12.5 → "12,50": the text the stake field shows (comma decimal, no thousands separator). */
export function betText(reais: number): string {
  return round2(reais).toFixed(2).replace('.', ',');
}

/**
 * Checks the stake typed in the field: an amount (comma decimal, 2 places), within the game's
 * limits, and not above the balance. The error names what to fix, in pt-BR.
 */
export function checkBet(text: string, limits: BetLimits): BetCheck {
  const amount = parseBRLInput(text);
  if (amount === null) return { ok: false, amount: null, error: 'Digite um valor, por exemplo 10,00' };
  if (amount < limits.min) return { ok: false, amount, error: `Aposta mínima de ${formatBRL(limits.min)}` };
  if (amount > limits.max) return { ok: false, amount, error: `Aposta máxima de ${formatBRL(limits.max)}` };
  if (limits.balance !== null && amount > limits.balance + 1e-9)
    return { ok: false, amount, error: 'Saldo insuficiente para esta aposta' };
  return { ok: true, amount };
}

/** Half of the stake, never below the minimum. */
export function halfBet(amount: number, limits: BetLimits): number {
  return Math.max(limits.min, Math.floor((amount / 2) * 100) / 100);
}

/** Double the stake, never above the maximum or the balance (nor below the minimum). */
export function doubleBet(amount: number, limits: BetLimits): number {
  const cap = Math.min(limits.max, limits.balance ?? limits.max);
  return Math.max(limits.min, round2(Math.min(amount * 2, cap)));
}

/** The whole balance (up to the maximum stake). */
export function maxBet(limits: BetLimits): number {
  return Math.max(limits.min, Math.min(limits.max, Math.floor((limits.balance ?? limits.max) * 100) / 100));
}

/** Keeps what a person types in a money field: digits and one comma with at most 2 decimals. */
export function sanitizeBetTyping(text: string): string {
  const cleaned = text.replace(/\./g, ',').replace(/[^\d,]/g, '');
  const [int = '', ...rest] = cleaned.split(',');
  if (rest.length === 0) return int.replace(/^0+(?=\d)/, '').slice(0, 7);
  return `${int.replace(/^0+(?=\d)/, '').slice(0, 7) || '0'},${rest.join('').slice(0, 2)}`;
}
