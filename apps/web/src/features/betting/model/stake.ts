import { parseBRLInput } from '../../../lib/format';

/** Digits and one comma, at most 2 decimals (seed 002 section 5): what the stake field may hold. */
const STAKE_TEXT = /^\d{0,9}(,\d{0,2})?$/;

/** The text to keep after an edit: the new text when it is a valid partial amount, else the old one. */
export function acceptStakeText(previous: string, typed: string): string {
  const t = typed.replace(/\./g, ',');
  return STAKE_TEXT.test(t) ? t : previous;
}

/** The stake in reais, 0 when empty or not an amount. */
export function stakeValue(text: string): number {
  if (text === '' || text === ',') return 0;
  return parseBRLInput(text.endsWith(',') ? text.slice(0, -1) : text) ?? 0;
}

/** Reais as the stake field shows them: `12,5` → `12,50`, 20 → `20`. */
export function stakeText(reais: number): string {
  return Number.isInteger(reais) ? String(reais) : reais.toFixed(2).replace('.', ',');
}
