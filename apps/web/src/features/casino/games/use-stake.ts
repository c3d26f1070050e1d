import { useState } from 'react';
import { type BetLimits, betText, checkBet } from '../game/bet-input';

/** The stake field's text and its check (R$ 1,00 to start). */
export function useStake(limits: BetLimits, initial = 1) {
  const [text, setText] = useState(betText(Math.max(initial, limits.min)));
  const check = checkBet(text, limits);
  return { text, setText, check, amount: check.ok ? check.amount : null };
}
