import type { TLimitByEventRequest, TPlaceBetAnswer } from '@placar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/http';
import { bettingApi } from '../api/betting-api';
import { initialTicket, useBetSlip } from '../stores/bet-slip';
import { tapOf, testCustomItem, testMatch } from '../testing/slip-fixtures';
import { type PlaceDeps, placeTicket } from './place-ticket';

const slip = () => useBetSlip.getState();
const store = { getState: useBetSlip.getState, setState: (p: object) => useBetSlip.setState(p) };

const placed = (over: Partial<TPlaceBetAnswer> = {}): TPlaceBetAnswer => ({
  ticketId: '2001',
  status: 2,
  acceptanceDate: '2030-01-01T17:00:00.000Z',
  selectionsFinalState: [
    { selectionIndex: 0, decimalOdds: 2, americanOdds: 100 },
    { selectionIndex: 1, decimalOdds: 1.9, americanOdds: -111 },
  ],
  rejectCode: null,
  validTicket: [{ indexTicket: 0, ticketId: '2001' }],
  invalidTickets: [],
  ...over,
});

function deps(over: Partial<PlaceDeps['api']> = {}) {
  return {
    api: {
      limitByEvent: vi.fn(async (_kind: string, body: TLimitByEventRequest) => ({
        isValid: true,
        userEvents: body.userEvents.map((e) => ({ ...e, maxStake: 5000, code: null })),
      })),
      placeSingles: vi.fn(async () => placed({ ticketId: '3001' })),
      placeMultiple: vi.fn(async () => placed()),
      placeCustomBet: vi.fn(async () => placed()),
      placeParlayCustomBets: vi.fn(async () => placed()),
      calculateCustomOdds: vi.fn(async () => ({
        urnEvent: 'sr:match:1',
        decimalOdds: 3.1,
        americanOdds: 210,
        probability: 0.3,
        legsOdds: 3.8,
      })),
      ticketStatus: vi.fn(),
      ...over,
    } as PlaceDeps['api'],
    sleep: vi.fn(async () => {}),
    onAccepted: vi.fn(),
    onFreeBetsChanged: vi.fn(),
    onMaxBalance: vi.fn(),
  };
}

function oneCustomBet(stake = '10') {
  slip().addCustomBet(testCustomItem(1, 3.4));
  slip().setStake(slip().betItems[0]!.id, stake);
}

beforeEach(() => {
  localStorage.clear();
  useBetSlip.setState(initialTicket());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('placing custom bets (seed 002 sections 4, 7 and 8)', () => {
  it('a custom bet goes alone through CustomBet with its stake, legs and the priced odds', async () => {
    oneCustomBet();
    const d = deps();
    await placeTicket(store, d);
    const betSlipId = slip().betSlipId;
    expect(d.api.placeCustomBet).toHaveBeenCalledWith({
      connectionId: `${betSlipId}-cb0`,
      ticketRequest: {
        eventId: 'sr:match:1',
        producerId: 3,
        sportId: 'sr:sport:1',
        calculationOdds: 3.4,
        oddsChangeType: 1,
        stake: 10,
        replicationMetadata: null,
        freeBet: null,
        ticketBetSelection: [
          expect.objectContaining({ marketId: 1, specifiers: '', outcomeId: '1', outcomeValueDecimal: 2 }),
          expect.objectContaining({ marketId: 18, specifiers: 'total=2.5', outcomeId: '12' }),
        ],
      },
    });
    expect(d.api.limitByEvent).toHaveBeenCalledWith('single', {
      userEvents: [{ eventId: 'sr:match:1', stake: 10, providerId: 1, marketId: 1, odds: 3.4 }],
    });
    expect(d.api.placeSingles).not.toHaveBeenCalled();
    const item = slip().betItems[0]!;
    expect(slip().ticketStep).toBe('Result');
    expect(slip().ticketResultStatus).toBe(2);
    expect(item.placeSingleResult).toEqual({ status: 'Accepted', message: null, ticketId: '2001' });
    // the legs' final states do not replace the combined odds
    expect(item.placedOutcome.outcomeOdds).toBe(3.4);
    expect(item.customBet?.betSlipIdSingle).toBe(`${betSlipId}-cb0`);
    expect(d.onAccepted).toHaveBeenCalledWith(10);
  });

  it('custom bets of two matches as a multiple go through ParlayCustomBets with one stake', async () => {
    slip().addCustomBet(testCustomItem(1, 3.4));
    slip().addCustomBet(testCustomItem(2, 2.5));
    slip().setStake('multiple', '20');
    const d = deps();
    await placeTicket(store, d);
    expect(d.api.limitByEvent).toHaveBeenCalledWith('custombetparlay', expect.anything());
    expect(d.api.placeParlayCustomBets).toHaveBeenCalledWith({
      connectionId: slip().betSlipId,
      ticketRequest: expect.objectContaining({
        stake: 20,
        oddsChangeType: 1,
        customBets: [
          expect.objectContaining({ eventId: 'sr:match:1', calculationOdds: 3.4 }),
          expect.objectContaining({ eventId: 'sr:match:2', calculationOdds: 2.5 }),
        ],
      }),
    });
    expect(d.api.placeMultiple).not.toHaveBeenCalled();
    expect(slip().ticketResultStatus).toBe(2);
    expect(slip().betItems.map((i) => i.placedOutcome.outcomeOdds)).toEqual([3.4, 2.5]);
  });

  it('singles with an outcome and a custom bet: MultiSingle for the outcome, CustomBet for the custom bet', async () => {
    slip().toggle(...tapOf(testMatch(3)));
    slip().addCustomBet(testCustomItem(1));
    slip().setAllStakes('5');
    const d = deps();
    await placeTicket(store, d);
    const singles = vi.mocked(d.api.placeSingles).mock.calls[0]?.[1];
    expect(singles?.ticketRequest.ticketBetSelection.map((s) => s.eventId)).toEqual(['sr:match:3']);
    expect(d.api.placeCustomBet).toHaveBeenCalledTimes(1);
    expect(slip().betItems.map((i) => i.placeSingleResult?.status)).toEqual(['Accepted', 'Accepted']);
  });

  it('a -703 reject disables the custom bet, then prices it again for the user to confirm', async () => {
    oneCustomBet();
    const d = deps({
      placeCustomBet: vi.fn(async () =>
        placed({ ticketId: null, status: 3, rejectCode: '-703', validTicket: [], selectionsFinalState: [] }),
      ),
    });
    await placeTicket(store, d);
    expect(slip().ticketResultStatus).toBe(-1);
    expect(d.api.calculateCustomOdds).toHaveBeenCalledWith({
      urnEvent: 'sr:match:1',
      marketPunterSelections: [
        { marketId: 1, outcomeId: '1', specifiers: '' },
        { marketId: 18, outcomeId: '12', specifiers: 'total=2.5' },
      ],
    });
    const item = slip().betItems[0]!;
    expect(item).toMatchObject({ marketStatus: 'Active', latestOutcome: { outcomeOdds: 3.1 } });
    expect(item.customBet?.customBetStatus).toBe('Priced');
    slip().newTicket(true);
    expect(slip().betItems[0]!.placedOutcome.outcomeOdds).toBe(3.1);
  });

  it('a -703 whose combination is refused again closes the custom bet', async () => {
    oneCustomBet();
    const d = deps({
      placeCustomBet: vi.fn(async () =>
        placed({ ticketId: null, status: 3, rejectCode: '-703', validTicket: [] }),
      ),
      calculateCustomOdds: vi.fn(async () => {
        throw new ApiError(422, 'CUSTOM_BET_INCOMPATIBLE', 'Seleção não compatível.', { selectionIndex: 1 });
      }),
    });
    await placeTicket(store, d);
    expect(slip().betItems[0]!.customBet?.customBetStatus).toBe('Closed');
  });

  it('TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD shows the max-balance modal and closes the custom bet', async () => {
    oneCustomBet('9000');
    const d = deps({
      placeCustomBet: vi.fn(async () =>
        placed({
          ticketId: null,
          status: 3,
          rejectCode: 'TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD',
          context: { limit: 250000 },
          validTicket: [],
        }),
      ),
    });
    await placeTicket(store, d);
    expect(d.onMaxBalance).toHaveBeenCalledWith(250000, true);
    expect(slip().ticketStep).toBe('Result');
    expect(slip().betItems[0]!).toMatchObject({
      marketStatus: 'Inactive',
      customBet: { customBetStatus: 'Closed' },
    });
  });

  it('the same code on a multiple of outcomes shows the modal and goes back to the stake', async () => {
    slip().toggle(...tapOf(testMatch(1)));
    slip().toggle(...tapOf(testMatch(2)));
    slip().setStake('multiple', '9000');
    const d = deps({
      placeMultiple: vi.fn(async () =>
        placed({
          ticketId: null,
          status: 3,
          rejectCode: 'TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD',
          context: { limit: 1000 },
        }),
      ),
    });
    await placeTicket(store, d);
    expect(d.onMaxBalance).toHaveBeenCalledWith(1000, false);
    expect(slip().ticketStep).toBe('SettingBet');
  });
});

describe('the custom bet call on the wire', () => {
  it('POST /api/Ticket/v1/PlaceBet/CustomBet with header Feed-Version and the slip body', async () => {
    oneCustomBet('12,5');
    const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body = init.body ? JSON.parse(String(init.body)) : null;
        sent.push({ url, headers: init.headers as Record<string, string>, body });
        const data = url.includes('limitbyevent')
          ? { isValid: true, userEvents: [] }
          : placed({ ticketId: '4001', validTicket: [{ indexTicket: 0, ticketId: '4001' }] });
        return new Response(JSON.stringify({ data }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await placeTicket(store, { ...deps(), api: bettingApi });
    const call = sent.find((s) => s.url.endsWith('/PlaceBet/CustomBet'));
    expect(call?.url).toBe('/api/Ticket/v1/PlaceBet/CustomBet');
    expect(call?.headers['Feed-Version']).toBe('2');
    expect(call?.body).toMatchObject({
      connectionId: `${slip().betSlipId}-cb0`,
      ticketRequest: { eventId: 'sr:match:1', stake: 12.5, calculationOdds: 3.4, oddsChangeType: 1 },
    });
    expect(slip().betItems[0]!.placeSingleResult?.ticketId).toBe('4001');
  });
});
