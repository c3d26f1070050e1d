import { describe, expect, it } from 'vitest';
import {
  type BetLimits,
  betText,
  checkBet,
  doubleBet,
  halfBet,
  maxBet,
  sanitizeBetTyping,
} from './bet-input';

const limits: BetLimits = { min: 0.1, max: 5000, balance: 120.5 };

describe('bet input', () => {
  it('reads amounts with a comma decimal', () => {
    expect(checkBet('10,50', limits)).toEqual({ ok: true, amount: 10.5 });
    expect(checkBet('7', limits)).toEqual({ ok: true, amount: 7 });
  });

  it('names the problem of a bad stake', () => {
    expect(checkBet('abc', limits)).toMatchObject({ ok: false, error: 'Digite um valor, por exemplo 10,00' });
    expect(checkBet('0,05', limits)).toMatchObject({ ok: false, error: 'Aposta mínima de R$ 0,10' });
    expect(checkBet('6000', { ...limits, balance: null })).toMatchObject({
      ok: false,
      error: 'Aposta máxima de R$ 5.000,00',
    });
    expect(checkBet('121', limits)).toMatchObject({
      ok: false,
      error: 'Saldo insuficiente para esta aposta',
    });
    expect(checkBet('120,50', limits)).toEqual({ ok: true, amount: 120.5 });
  });

  it('halves and doubles within the limits and the balance', () => {
    expect(halfBet(10, limits)).toBe(5);
    expect(halfBet(0.15, limits)).toBe(0.1);
    expect(halfBet(0.33, limits)).toBe(0.16);
    expect(doubleBet(10, limits)).toBe(20);
    expect(doubleBet(100, limits)).toBe(120.5);
    expect(doubleBet(3000, { ...limits, balance: null })).toBe(5000);
    expect(maxBet(limits)).toBe(120.5);
    expect(maxBet({ ...limits, balance: 0 })).toBe(0.1);
  });

  it('shows amounts with a comma and keeps typing to a money shape', () => {
    expect(betText(12.5)).toBe('12,50');
    expect(betText(0.1 + 0.2)).toBe('0,30');
    expect(sanitizeBetTyping('12.345')).toBe('12,34');
    expect(sanitizeBetTyping('R$ 007')).toBe('7');
    expect(sanitizeBetTyping(',5')).toBe('0,5');
    expect(sanitizeBetTyping('1,2,3')).toBe('1,23');
  });
});
