import { describe, expect, it } from 'vitest';
import { initialTicket } from '../stores/bet-slip';
import { testItem } from '../testing/slip-fixtures';
import { confirmation, isConfirmed, shownOdds } from './confirmation';

const odds = (o: number) => ({ outcomeOdds: o, outcomeOddsUS: 0, outcomeName: 'x' });

describe('confirmation: what an accepted ticket pays', () => {
  it('an accepted single shows its placed (server) odds; one not placed shows the latest', () => {
    const placedItem = testItem(1, {
      latestOutcome: odds(2.25),
      placedOutcome: odds(2.24),
      stake: '100',
      placeSingleResult: { status: 'Accepted', message: null, ticketId: '1' },
    });
    const open = testItem(2, { latestOutcome: odds(2.25), placedOutcome: odds(2.24), stake: '5' });
    const s = { ...initialTicket(), ticketStep: 'Result' as const, betItems: [placedItem, open] };
    expect(isConfirmed(s, placedItem)).toBe(true);
    expect(shownOdds(s, placedItem)).toBe(2.24);
    expect(shownOdds(s, open)).toBe(2.25);
    expect(confirmation(s)).toEqual({ odds: null, stake: 100, potentialWin: 224 });
  });

  it('nothing accepted: no confirmation', () => {
    const s = { ...initialTicket(), ticketStep: 'Result' as const, betItems: [testItem(1, { stake: '5' })] };
    expect(confirmation(s)).toBeNull();
  });

  it('an accepted multiple multiplies the placed odds', () => {
    const s = {
      ...initialTicket(),
      ticketStep: 'Result' as const,
      ticketType: 1 as const,
      ticketIdMultiple: '9',
      ticketResultStatus: 2 as const,
      stakeMultiple: '10',
      betItems: [
        testItem(1, { latestOutcome: odds(2.25), placedOutcome: odds(2.24) }),
        testItem(2, { latestOutcome: odds(2), placedOutcome: odds(2) }),
      ],
    };
    expect(confirmation(s)).toEqual({ odds: 4.48, stake: 10, potentialWin: 44.8 });
  });
});
