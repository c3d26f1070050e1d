import { BETTING_MESSAGES, TICKET_TYPE } from '@placar/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { tapOf, testMarket, testMatch, testOutcome } from '../testing/slip-fixtures';
import { initialTicket, useBetSlip } from './bet-slip';

const slip = () => useBetSlip.getState();

beforeEach(() => {
  localStorage.clear();
  useBetSlip.setState(initialTicket());
});

describe('bet slip store (seed 002 section 4)', () => {
  it('Initial → SettingBet on the first selection; tapping again removes it and resets to Initial', () => {
    const m = testMatch(1);
    expect(slip().ticketStep).toBe('Initial');
    expect(slip().toggle(...tapOf(m))).toBe('added');
    expect(slip().ticketStep).toBe('SettingBet');
    expect(slip().betItems).toHaveLength(1);
    const firstSlipId = slip().betSlipId;
    expect(slip().toggle(...tapOf(m))).toBe('removed');
    expect(slip().betItems).toHaveLength(0);
    expect(slip().ticketStep).toBe('Initial');
    expect(slip().betSlipId).not.toBe(firstSlipId);
  });

  it('refuses closed, suspended and inactive markets and inactive outcomes', () => {
    const id = 'sr:match:5';
    for (const status of [3, -1, 0, 'Closed', 'Suspended'] as const) {
      const o = testOutcome(id, 1, '1', 2);
      expect(slip().toggle(o, testMarket(1, [o], status), testMatch(5))).toBe('refused');
    }
    const off = { ...testOutcome(id, 1, '1', 2), active: false };
    expect(slip().toggle(off, testMarket(1, [off]), testMatch(5))).toBe('refused');
    expect(slip().betItems).toHaveLength(0);
    expect(slip().warning?.message).toBe('Mercado indisponível no momento.');
  });

  it('caps the slip at 30 selections with the seed message', () => {
    for (let n = 1; n <= 30; n++) expect(slip().toggle(...tapOf(testMatch(n)))).toBe('added');
    expect(slip().toggle(...tapOf(testMatch(31)))).toBe('refused');
    expect(slip().betItems).toHaveLength(30);
    expect(slip().warning?.message).toBe(BETTING_MESSAGES.maxSelections);
    // removing still works at the cap
    expect(slip().toggle(...tapOf(testMatch(30)))).toBe('removed');
  });

  it('two combinable selections become a multiple; a same-match pair falls back to singles', () => {
    slip().toggle(...tapOf(testMatch(1)));
    expect(slip().ticketType).toBe(TICKET_TYPE.singles);
    slip().toggle(...tapOf(testMatch(2)));
    expect(slip().ticketType).toBe(TICKET_TYPE.multiple);
    slip().toggle(...tapOf(testMatch(2)));
    slip().toggle(...tapOf(testMatch(1), 1));
    expect(slip().ticketType).toBe(TICKET_TYPE.singles);
    slip().setTicketType(TICKET_TYPE.multiple);
    expect(slip().ticketType).toBe(TICKET_TYPE.singles);
  });

  it('collapsing an empty ticket resets it to Initial', () => {
    slip().setExpanded(true);
    slip().patchTicket({ ticketStep: 'Result', ticketResultStatus: -1 });
    slip().setExpanded(false);
    expect(slip().ticketStep).toBe('Initial');
    expect(slip().ticketResultStatus).toBe(0);
  });

  it('stakes keep digits and one comma only', () => {
    const m = testMatch(1);
    slip().toggle(...tapOf(m));
    const id = slip().betItems[0]!.id;
    slip().setStake(id, '10,5');
    slip().setStake(id, '10,5x');
    expect(slip().betItems[0]!.stake).toBe('10,5');
    slip().setStake('multiple', '25,');
    slip().setStake('multiple', '25,,');
    expect(slip().stakeMultiple).toBe('25,');
  });

  it('follows the cached match: odds moves ask for confirmation, a lost live match suspends', () => {
    const live = testMatch(1, { status: 1 });
    const market = testMarket(1, [testOutcome(live.id, 1, '1', 2)], 1, 1);
    slip().toggle(market.outcomes[0]!, market, { ...live, markets: [market], mainMarket: market });
    const moved = testMarket(1, [testOutcome(live.id, 1, '1', 2.4)], 1, 1);
    slip().followMatch({ ...live, markets: [moved], mainMarket: moved });
    expect(slip().betItems[0]!.latestOutcome.outcomeOdds).toBe(2.4);
    expect(slip().oddsChanged).toBe(true);
    slip().acceptOdds();
    expect(slip().oddsChanged).toBe(false);
    expect(slip().betItems[0]!.placedOutcome.outcomeOdds).toBe(2.4);
    slip().followMatch({ ...live, status: 3, markets: [moved], mainMarket: moved });
    expect(slip().betItems[0]!).toMatchObject({ marketStatus: 'Suspended', outcomeActive: false });
  });

  it('a live match that loses its booking suspends its items', () => {
    const live = testMatch(1, { status: 1 });
    const market = testMarket(1, [testOutcome(live.id, 1, '1', 2)], 1, 1);
    const entry = { ...live, markets: [market], mainMarket: market };
    slip().toggle(market.outcomes[0]!, market, entry);
    slip().followMatch({ ...entry, bookingStatus: 'Bookable' });
    expect(slip().betItems[0]!.marketStatus).toBe('Suspended');
  });

  it('maps the second provider market words (Closed→Suspended, Open→Active, Suspended→Inactive)', () => {
    const m = testMatch(1, { id: 'bg:match:1', providerId: 2 });
    slip().toggle(...tapOf(m));
    for (const [word, expected] of [
      ['Suspended', 'Inactive'],
      ['Closed', 'Suspended'],
      ['Open', 'Active'],
    ] as const) {
      const market = { ...m.markets[0]!, status: word };
      slip().followMatch({ ...m, markets: [market], mainMarket: market });
      expect(slip().betItems[0]!.marketStatus).toBe(expected);
    }
  });

  it('a provider switch-off blocks the event items', () => {
    slip().toggle(...tapOf(testMatch(1)));
    slip().blockEvent('sr:match:1', true);
    expect(slip().betItems[0]!.blocked).toBe(true);
  });

  it('at the scheduled start: prematch items become unavailable, unbooked matches leave the slip', () => {
    const start = Date.UTC(2030, 0, 1, 18);
    slip().toggle(...tapOf(testMatch(1)));
    slip().toggle(...tapOf(testMatch(2, { bookingStatus: 'Bookable' })));
    slip().applyStartTimes(start - 1);
    expect(slip().betItems).toHaveLength(2);
    slip().applyStartTimes(start);
    expect(slip().betItems).toHaveLength(1);
    expect(slip().betItems[0]!.marketStatus).toBe('Suspended');
  });

  it('is kept across reloads under the bet-slip key; a reload while placing shows Disconnected', async () => {
    slip().toggle(...tapOf(testMatch(1)));
    slip().patchTicket({ ticketStep: 'Waiting', isPlacingTicket: true });
    const raw = localStorage.getItem('bet-slip') ?? '{}';
    expect((JSON.parse(raw) as { state: { betItems: unknown[] } }).state.betItems).toHaveLength(1);
    useBetSlip.setState(initialTicket());
    localStorage.setItem('bet-slip', raw);
    await useBetSlip.persist.rehydrate();
    expect(slip().betItems).toHaveLength(1);
    expect(slip().ticketStep).toBe('Disconnected');
    expect(slip().isPlacingTicket).toBe(false);
  });

  it('adding after a result starts a new ticket', () => {
    slip().toggle(...tapOf(testMatch(1)));
    slip().patchTicket({ ticketStep: 'Result', ticketResultStatus: 2 });
    slip().toggle(...tapOf(testMatch(2)));
    expect(slip().betItems.map((i) => i.matchId)).toEqual(['sr:match:2']);
    expect(slip().ticketStep).toBe('SettingBet');
  });
});
