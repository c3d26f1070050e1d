import { beforeEach, describe, expect, it } from 'vitest';
import { initialTicket, useBetSlip } from '../stores/bet-slip';
import {
  tapOf,
  testCustomItem,
  testItem,
  testMarket,
  testMatch,
  testOutcome,
} from '../testing/slip-fixtures';
import { isItemAvailable } from './availability';
import { CUSTOM_PARLAY_PATH, customBetItemId, itemIndexOfLeg } from './custom-bet';
import { canBeMultiple, checkAccumulator, multiplePath } from './ticket-rules';

const slip = () => useBetSlip.getState();

beforeEach(() => {
  localStorage.clear();
  useBetSlip.setState(initialTicket());
});

describe('custom bet ticket types (seed 002 section 4)', () => {
  it('custom bets of different prematch matches make a custom parlay placed by ParlayCustomBets', () => {
    const items = [testCustomItem(1), testCustomItem(2)];
    expect(checkAccumulator(items)).toEqual({ ok: true, kind: 'custom-parlay' });
    expect(multiplePath(items)).toBe(CUSTOM_PARLAY_PATH);
  });

  it('two custom bets of the same match, a live one, or one mixed with an outcome stay singles', () => {
    const sameMatch = [testCustomItem(1), testCustomItem(1, 5)];
    expect(checkAccumulator(sameMatch)).toEqual({
      ok: false,
      reason: 'Apostas criadas do mesmo jogo não podem ser combinadas.',
    });
    const live = [testCustomItem(1), testCustomItem(2, 3.4, { producerId: 1, matchStatus: 1 })];
    expect(canBeMultiple(live)).toBe(false);
    const mixed = [testCustomItem(1), testItem(3)];
    expect(checkAccumulator(mixed)).toEqual({
      ok: false,
      reason: 'Apostas criadas não podem ser combinadas com outras seleções.',
    });
  });

  it('one id per combination whatever the order of its selections', () => {
    const item = testCustomItem(1);
    const legs = item.customBet?.selectedMarkets ?? [];
    expect(customBetItemId('sr:match:1', [...legs].reverse())).toBe(item.id);
  });

  it('a ParlayCustomBets leg index points at its custom bet', () => {
    const items = [testCustomItem(1), testCustomItem(2)];
    expect([0, 1, 2, 3, 4].map((leg) => itemIndexOfLeg(items, leg))).toEqual([0, 0, 1, 1, null]);
  });
});

describe('custom bet items in the slip', () => {
  it('is added as one item; the same combination again is refused; a second match makes a custom parlay', () => {
    expect(slip().addCustomBet(testCustomItem(1))).toBe('added');
    expect(slip().ticketStep).toBe('SettingBet');
    expect(slip().addCustomBet(testCustomItem(1))).toBe('exists');
    expect(slip().warning?.message).toBe('Esta aposta criada já está no boletim.');
    expect(slip().addCustomBet(testCustomItem(2))).toBe('added');
    expect(slip().betItems).toHaveLength(2);
    expect(slip().ticketType).toBe(1);
  });

  it('a custom bet beside an outcome keeps the ticket on singles', () => {
    slip().toggle(...tapOf(testMatch(3)));
    slip().addCustomBet(testCustomItem(1));
    expect(slip().ticketType).toBe(0);
    slip().setTicketType(1);
    expect(slip().ticketType).toBe(0);
  });

  it('follows its selections: a suspended leg or the match going live makes it unavailable', () => {
    slip().addCustomBet(testCustomItem(1));
    const match = testMatch(1);
    const total = testMarket(18, [testOutcome(match.id, 18, '12', 1.9, 'total=2.5')], -1);
    slip().followMatch({ ...match, markets: [...match.markets, total] });
    const item = slip().betItems[0]!;
    expect(item.marketStatus).toBe('Suspended');
    expect(item.customBet?.selectedMarkets[1]?.marketStatus).toBe('Suspended');
    expect(isItemAvailable(item)).toBe(false);
    const reopened = { ...total, status: 1 as const };
    slip().followMatch({ ...match, markets: [...match.markets, reopened] });
    expect(isItemAvailable(slip().betItems[0]!)).toBe(true);
    slip().followMatch({ ...match, status: 1, markets: [...match.markets, reopened] });
    expect(isItemAvailable(slip().betItems[0]!)).toBe(false);
  });

  it('a custom bet the server closed does not come back with the kept selections', () => {
    slip().addCustomBet(testCustomItem(1));
    slip().addCustomBet(testCustomItem(2));
    const [first] = slip().betItems;
    slip().patchItem(first!.id, {
      customBet: { ...first!.customBet!, customBetStatus: 'Closed' },
      marketStatus: 'Inactive',
    });
    slip().patchTicket({ ticketStep: 'Result' });
    slip().newTicket(true);
    expect(slip().betItems.map((i) => i.matchId)).toEqual(['sr:match:2']);
  });
});
