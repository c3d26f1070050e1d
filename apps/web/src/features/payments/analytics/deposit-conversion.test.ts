import { DEPOSIT_POLL_MS } from '@placar/contract';
import { describe, expect, it } from 'vitest';
import { conversionToReport, DEPOSIT_IDLE_POLL_MS, depositPollMs } from './deposit-conversion';

const paid = { amount: 50, transactionId: 7, status: 6, createdAt: '2026-01-10T12:00:00.000Z' };

describe('deposit conversion', () => {
  it('fires for a paid deposit of R$ 10 or more not reported before', () => {
    expect(conversionToReport(paid, undefined)).toEqual({ deposit: paid, fire: true });
    expect(conversionToReport({ ...paid, amount: 10 }, { transactionId: 6, date: '' })?.fire).toBe(true);
  });

  it('remembers but does not fire a deposit under R$ 10', () => {
    expect(conversionToReport({ ...paid, amount: 9.99 }, undefined)).toEqual({
      deposit: { ...paid, amount: 9.99 },
      fire: false,
    });
  });

  it('skips pending deposits, no deposit at all, and deposits already reported', () => {
    expect(conversionToReport({ ...paid, status: 2 }, undefined)).toBeNull();
    expect(conversionToReport(null, undefined)).toBeNull();
    expect(conversionToReport(paid, { transactionId: 7, date: '' })).toBeNull();
  });

  it('polls every 5 s only while the last deposit waits for its Pix', () => {
    expect(depositPollMs({ ...paid, status: 2 })).toBe(DEPOSIT_POLL_MS);
    expect(depositPollMs(paid)).toBe(DEPOSIT_IDLE_POLL_MS);
    expect(depositPollMs(null)).toBe(DEPOSIT_IDLE_POLL_MS);
    expect(depositPollMs(undefined)).toBe(DEPOSIT_IDLE_POLL_MS);
  });
});
