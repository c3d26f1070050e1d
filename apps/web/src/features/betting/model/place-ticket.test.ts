import type { TLimitByEventAnswer, TPlaceBetAnswer, TTicketStatusAnswer } from '@placar/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/http';
import { initialTicket, useBetSlip } from '../stores/bet-slip';
import { tapOf, testMatch } from '../testing/slip-fixtures';
import { type PlaceDeps, placeTicket } from './place-ticket';

const slip = () => useBetSlip.getState();
const store = { getState: useBetSlip.getState, setState: (p: object) => useBetSlip.setState(p) };

const okLimits = (req: {
  userEvents: { eventId: string; marketId: number; stake: number }[];
}): TLimitByEventAnswer => ({
  isValid: true,
  userEvents: req.userEvents.map((e) => ({ ...e, maxStake: 5000, code: null })),
});
const placed = (over: Partial<TPlaceBetAnswer>): TPlaceBetAnswer => ({
  ticketId: '1001',
  status: 2,
  acceptanceDate: '2030-01-01T17:00:00.000Z',
  selectionsFinalState: [],
  rejectCode: null,
  validTicket: [],
  invalidTickets: [],
  ...over,
});
const status = (over: Partial<TTicketStatusAnswer>): TTicketStatusAnswer => ({
  ticketId: '1001',
  status: 0,
  betType: 2,
  acceptanceDate: null,
  rejectCode: null,
  selectionsFinalState: [],
  ...over,
});

function deps(over: Partial<PlaceDeps['api']> = {}) {
  const sleeps: number[] = [];
  const d = {
    api: {
      limitByEvent: vi.fn(async (_k: string, body: Parameters<typeof okLimits>[0]) => okLimits(body)),
      placeMultiple: vi.fn(async () => placed({})),
      placeSingles: vi.fn(async () => placed({})),
      ticketStatus: vi.fn(async (id: string) => status({ ticketId: id })),
      ...over,
    } as PlaceDeps['api'],
    sleep: vi.fn(async (ms: number) => {
      sleeps.push(ms);
    }),
    onAccepted: vi.fn(),
    onFreeBetsChanged: vi.fn(),
  };
  return { d, sleeps };
}

function multipleOfTwo(stake = '10') {
  slip().toggle(...tapOf(testMatch(1)));
  slip().toggle(...tapOf(testMatch(2)));
  slip().setStake('multiple', stake);
}

beforeEach(() => {
  localStorage.clear();
  useBetSlip.setState(initialTicket());
});

describe('placing a ticket (seed 002 sections 4, 5 and 8)', () => {
  it('an accepted multiple ends in Result with the final odds of selectionsFinalState', async () => {
    multipleOfTwo();
    const { d } = deps({
      placeMultiple: vi.fn(async () =>
        placed({
          selectionsFinalState: [
            { selectionIndex: 0, decimalOdds: 2.1, americanOdds: 110 },
            { selectionIndex: 1, decimalOdds: 2.05, americanOdds: 105 },
          ],
        }),
      ),
    });
    await placeTicket(store, d);
    expect(slip()).toMatchObject({ ticketStep: 'Result', ticketResultStatus: 2, ticketIdMultiple: '1001' });
    expect(slip().betItems.map((i) => i.placedOutcome.outcomeOdds)).toEqual([2.1, 2.05]);
    expect(d.onAccepted).toHaveBeenCalledWith(10);
    expect(d.api.placeMultiple).toHaveBeenCalledWith(
      '/api/Ticket/v1/PlaceBet/Multiple',
      expect.objectContaining({ connectionId: slip().betSlipId }),
    );
  });

  it('a pending ticket that stays pending through the 15 rounds goes to Disconnected', async () => {
    multipleOfTwo();
    const { d, sleeps } = deps({
      placeMultiple: vi.fn(async () => placed({ status: 0, acceptanceDate: null })),
    });
    await placeTicket(store, d);
    expect(slip().ticketStep).toBe('Disconnected');
    expect(sleeps).toEqual([
      500, 500, 500, 1000, 1000, 1000, 1500, 1500, 1500, 2000, 2000, 2000, 2000, 2000, 5000,
    ]);
    expect(d.api.ticketStatus).toHaveBeenCalledTimes(15);
  });

  it('a pending ticket accepted on the third round gives Result', async () => {
    multipleOfTwo();
    let n = 0;
    const { d } = deps({
      placeMultiple: vi.fn(async () => placed({ status: 0 })),
      ticketStatus: vi.fn(async (id: string) => status({ ticketId: id, status: ++n === 3 ? 2 : 0 })),
    });
    await placeTicket(store, d);
    expect(slip()).toMatchObject({ ticketStep: 'Result', ticketResultStatus: 2 });
  });

  it('a failed status call counts as Rejected', async () => {
    multipleOfTwo();
    const { d } = deps({
      placeMultiple: vi.fn(async () => placed({ status: 0 })),
      ticketStatus: vi.fn(async () => {
        throw new ApiError(503, 'UNAVAILABLE', 'Serviço indisponível');
      }),
    });
    await placeTicket(store, d);
    expect(slip()).toMatchObject({
      ticketStep: 'Result',
      ticketResultStatus: -1,
      resultMessage: 'Aposta recusada.',
    });
  });

  it('a pending answer without a ticket id goes to Disconnected', async () => {
    multipleOfTwo();
    const { d } = deps({ placeMultiple: vi.fn(async () => placed({ status: 0, ticketId: null })) });
    await placeTicket(store, d);
    expect(slip().ticketStep).toBe('Disconnected');
  });

  it('ODDS_DIFFERENCE_TOO_HIGH sets the latest odds to suggestedOdds and asks to confirm', async () => {
    multipleOfTwo();
    const { d } = deps({
      placeMultiple: vi.fn(async () =>
        placed({
          status: 3,
          ticketId: null,
          rejectCode: 'ODDS_DIFFERENCE_TOO_HIGH',
          context: { suggestedOdds: 1.7, selectionIndex: 1 },
        }),
      ),
    });
    await placeTicket(store, d);
    expect(slip().ticketStep).toBe('SettingBet');
    expect(slip().oddsChanged).toBe(true);
    expect(slip().betItems[1]!.latestOutcome.outcomeOdds).toBe(1.7);
    expect(slip().betItems[0]!.latestOutcome.outcomeOdds).toBe(2);
    // placing again is refused until the user confirms
    await placeTicket(store, d);
    expect(d.api.placeMultiple).toHaveBeenCalledTimes(1);
    expect(slip().warning?.message).toBe('As odds mudaram. Confirme as novas odds.');
    slip().acceptOdds();
    await placeTicket(store, d);
    expect(d.api.placeMultiple).toHaveBeenCalledTimes(2);
  });

  it('limits exceeded keep SettingBet and show the per-event maximum', async () => {
    multipleOfTwo('900');
    const { d } = deps({
      limitByEvent: vi.fn(async () => ({
        isValid: false,
        userEvents: [
          {
            eventId: 'sr:match:2',
            marketId: 1,
            stake: 900,
            maxStake: 250,
            code: 'ACCUMULATED_STAKE_LIMIT' as const,
          },
        ],
      })),
    });
    await placeTicket(store, d);
    expect(slip().ticketStep).toBe('SettingBet');
    expect(slip().limitsByMatch).toEqual({ 'sr:match:2': 250 });
    expect(d.api.placeMultiple).not.toHaveBeenCalled();
  });

  it('-1 with BET_STAKE_OVER_LIMIT is a blocked user: the slip waits endlessly', async () => {
    multipleOfTwo();
    const { d } = deps({
      limitByEvent: vi.fn(async () => ({
        isValid: false,
        userEvents: [
          {
            eventId: 'sr:match:1',
            marketId: 1,
            stake: 10,
            maxStake: -1,
            code: 'BET_STAKE_OVER_LIMIT' as const,
          },
        ],
      })),
    });
    await placeTicket(store, d);
    expect(slip()).toMatchObject({ ticketStep: 'Waiting', isPlacingTicket: true });
    expect(d.api.placeMultiple).not.toHaveBeenCalled();
  });

  it('a 5xx during the limit check gives an error result', async () => {
    multipleOfTwo();
    const { d } = deps({
      limitByEvent: vi.fn(async () => {
        throw new ApiError(502, 'BAD_GATEWAY', 'Erro');
      }),
    });
    await placeTicket(store, d);
    expect(slip()).toMatchObject({ ticketStep: 'Result', ticketResultStatus: -1 });
  });

  it('market codes mark the market inactive; DUPLICATE_EVENT_IN_PROVIDERS makes every item inactive', async () => {
    multipleOfTwo();
    const { d } = deps({
      placeMultiple: vi.fn(async () =>
        placed({
          status: 3,
          ticketId: null,
          rejectCode: 'EVENT_MARKET_NOT_ACTIVED',
          context: { selectionIndex: 0 },
        }),
      ),
    });
    await placeTicket(store, d);
    expect(slip().ticketStep).toBe('Result');
    expect(slip().betItems.map((i) => i.marketStatus)).toEqual(['Inactive', 'Active']);
    slip().newTicket(false);
    multipleOfTwo();
    const dup = deps({
      placeMultiple: vi.fn(async () =>
        placed({ status: 3, ticketId: null, rejectCode: 'DUPLICATE_EVENT_IN_PROVIDERS' }),
      ),
    });
    await placeTicket(store, dup.d);
    expect(slip().betItems.every((i) => i.marketStatus === 'Inactive')).toBe(true);
  });

  it('a free-bet rejection turns the free flag off and refreshes the free bets', async () => {
    slip().toggle(...tapOf(testMatch(1)));
    const id = slip().betItems[0]!.id;
    slip().patchItem(id, {
      stake: '5',
      isFreeBet: { available: true, isFree: true, error: 0, freeBetId: 'fb1', code: null },
    });
    const { d } = deps({
      placeSingles: vi.fn(async () =>
        placed({
          status: 3,
          ticketId: null,
          invalidTickets: [{ indexTicket: 0, error: 'TYPE_NOT_ALLOWED' }],
        }),
      ),
    });
    await placeTicket(store, d);
    expect(slip().ticketStep).toBe('SettingBet');
    expect(slip().betItems[0]!.isFreeBet).toMatchObject({ isFree: false, available: false, error: -1 });
    expect(d.onFreeBetsChanged).toHaveBeenCalled();
  });

  it('singles: the result per selection, Mixed when some are accepted', async () => {
    slip().toggle(...tapOf(testMatch(1)));
    slip().toggle(...tapOf(testMatch(2)));
    slip().setTicketType(0);
    slip().setAllStakes('20');
    const { d } = deps({
      placeSingles: vi.fn(async () =>
        placed({
          validTicket: [{ indexTicket: 0, ticketId: '11' }],
          selectionsFinalState: [{ selectionIndex: 0, decimalOdds: 2.02, americanOdds: 102 }],
          invalidTickets: [{ indexTicket: 1, error: 'EVENT_MATCH_NOT_ACTIVED' }],
        }),
      ),
    });
    await placeTicket(store, d);
    expect(slip()).toMatchObject({ ticketStep: 'Result', ticketResultStatus: 1 });
    expect(slip().betItems.map((i) => i.placeSingleResult?.status)).toEqual(['Accepted', 'Rejected']);
    expect(slip().betItems[0]!.placedOutcome.outcomeOdds).toBe(2.02);
    expect(slip().betItems[1]!.placeSingleResult?.message).toBe('Partida encerrada para apostas.');
    expect(d.onAccepted).toHaveBeenCalledWith(20);
  });

  it('singles all pending through the poll go to Disconnected', async () => {
    slip().toggle(...tapOf(testMatch(1)));
    slip().setAllStakes('20');
    const { d } = deps({
      placeSingles: vi.fn(async () =>
        placed({ status: 0, validTicket: [{ indexTicket: 0, ticketId: '12' }] }),
      ),
    });
    await placeTicket(store, d);
    expect(slip().ticketStep).toBe('Disconnected');
  });
});
