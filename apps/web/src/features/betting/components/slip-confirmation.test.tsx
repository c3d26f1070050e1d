import type { TLimitByEventAnswer, TPlaceBetAnswer } from '@placar/contract';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatBRL } from '../../../lib/format';
import { type PlaceDeps, placeTicket } from '../model/place-ticket';
import { initialTicket, useBetSlip } from '../stores/bet-slip';
import { tapOf, testMatch, testOutcome } from '../testing/slip-fixtures';
import { SlipItemRow } from './SlipItemRow';
import { SlipResult } from './SlipResult';

const store = { getState: useBetSlip.getState, setState: (p: object) => useBetSlip.setState(p) };

/** A match whose first 1X2 outcome the client last saw at 2,25. */
const matchAt = (n: number, odds: number) => {
  const m = testMatch(n);
  const outcome = testOutcome(m.id, 1, '1', odds);
  const market = { ...m.markets[0]!, outcomes: [outcome] };
  return { ...m, markets: [market], mainMarket: market };
};

function deps(answer: TPlaceBetAnswer): PlaceDeps {
  return {
    api: {
      limitByEvent: vi.fn(
        async (_k: string, body: { userEvents: { eventId: string; marketId: number; stake: number }[] }) =>
          ({
            isValid: true,
            userEvents: body.userEvents.map((e) => ({ ...e, maxStake: 5000, code: null })),
          }) as TLimitByEventAnswer,
      ),
      placeSingles: vi.fn(async () => answer),
      placeMultiple: vi.fn(async () => answer),
    } as unknown as PlaceDeps['api'],
    sleep: vi.fn(async () => undefined),
    onAccepted: vi.fn(),
    onFreeBetsChanged: vi.fn(),
  };
}

const accepted = (over: Partial<TPlaceBetAnswer>): TPlaceBetAnswer => ({
  ticketId: '7001',
  status: 2,
  acceptanceDate: '2030-01-01T17:00:00.000Z',
  selectionsFinalState: [],
  rejectCode: null,
  validTicket: [],
  invalidTickets: [],
  ...over,
});

function renderSlip() {
  const state = useBetSlip.getState();
  render(
    <>
      <SlipResult />
      <ul>
        {state.betItems.map((item) => (
          <SlipItemRow
            key={item.id}
            item={item}
            withStake={state.ticketType === 0}
            locked
            freeBet={undefined}
          />
        ))}
      </ul>
    </>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useBetSlip.setState(initialTicket());
});

describe('the confirmation after placing (issue 17 defect 1)', () => {
  it('a single shows the odds and potential win the server recorded, not the 2,25 the client had', async () => {
    useBetSlip.getState().toggle(...tapOf(matchAt(1, 2.25)));
    const id = useBetSlip.getState().betItems[0]!.id;
    useBetSlip.getState().setStake(id, '100');
    await placeTicket(
      store,
      deps(
        accepted({
          validTicket: [{ indexTicket: 0, ticketId: '7001' }],
          selectionsFinalState: [{ selectionIndex: 0, decimalOdds: 2.24, americanOdds: 124 }],
        }),
      ),
    );
    expect(useBetSlip.getState().ticketStep).toBe('Result');
    renderSlip();
    expect(screen.getByTestId('slip-odds').textContent).toBe('2,24');
    expect(screen.queryByText('2,25')).toBeNull();
    expect(screen.getByTestId('slip-confirmed-win').textContent).toBe(formatBRL(224));
    expect(screen.getByTestId('slip-item-win').textContent).toContain(formatBRL(224));
  });

  it('a multiple shows the combined odds of selectionsFinalState and the win at those odds', async () => {
    useBetSlip.getState().toggle(...tapOf(matchAt(1, 2.25)));
    useBetSlip.getState().toggle(...tapOf(matchAt(2, 2)));
    useBetSlip.getState().setStake('multiple', '10');
    await placeTicket(
      store,
      deps(
        accepted({
          selectionsFinalState: [
            { selectionIndex: 0, decimalOdds: 2.24, americanOdds: 124 },
            { selectionIndex: 1, decimalOdds: 2, americanOdds: 100 },
          ],
        }),
      ),
    );
    renderSlip();
    expect(screen.getByTestId('slip-confirmed-odds').textContent).toBe('4,48');
    expect(screen.getByTestId('slip-confirmed-win').textContent).toBe(formatBRL(44.8));
    expect(screen.getAllByTestId('slip-odds').map((e) => e.textContent)).toEqual(['2,24', '2,00']);
  });

  it('the odds the slip follows after acceptance do not replace the recorded ones', async () => {
    useBetSlip.getState().toggle(...tapOf(matchAt(1, 2.25)));
    const id = useBetSlip.getState().betItems[0]!.id;
    useBetSlip.getState().setStake(id, '10');
    await placeTicket(
      store,
      deps(
        accepted({
          validTicket: [{ indexTicket: 0, ticketId: '7001' }],
          selectionsFinalState: [{ selectionIndex: 0, decimalOdds: 2.24, americanOdds: 124 }],
        }),
      ),
    );
    useBetSlip.getState().followMatch(matchAt(1, 2.4));
    renderSlip();
    expect(screen.getByTestId('slip-odds').textContent).toBe('2,24');
    expect(screen.getByTestId('slip-confirmed-win').textContent).toBe(formatBRL(22.4));
  });
});
