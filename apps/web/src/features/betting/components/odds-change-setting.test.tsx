import type { TLimitByEventAnswer, TPlaceBetAnswer } from '@placar/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type PlaceDeps, placeTicket } from '../model/place-ticket';
import { initialTicket, useBetSlip } from '../stores/bet-slip';
import { ODDS_CHANGE_STORAGE_KEY, useOddsChange } from '../stores/odds-change';
import { tapOf, testMatch } from '../testing/slip-fixtures';
import { OddsChangeSetting } from './OddsChangeSetting';

const store = { getState: useBetSlip.getState, setState: (p: object) => useBetSlip.setState(p) };

function deps() {
  const placeSingles = vi.fn(
    async (_p: number, _body: { ticketRequest: { oddsChangeType: number } }): Promise<TPlaceBetAnswer> => ({
      ticketId: '1',
      status: 2,
      acceptanceDate: null,
      selectionsFinalState: [],
      rejectCode: null,
      validTicket: [{ indexTicket: 0, ticketId: '1' }],
      invalidTickets: [],
    }),
  );
  const d: PlaceDeps = {
    api: {
      limitByEvent: vi.fn(
        async (_k: string, body: { userEvents: { eventId: string; marketId: number; stake: number }[] }) =>
          ({
            isValid: true,
            userEvents: body.userEvents.map((e) => ({ ...e, maxStake: 5000, code: null })),
          }) as TLimitByEventAnswer,
      ),
      placeSingles,
    } as unknown as PlaceDeps['api'],
    sleep: vi.fn(async () => undefined),
    onAccepted: vi.fn(),
    onFreeBetsChanged: vi.fn(),
  };
  return { d, placeSingles };
}

/** One single at 2,00 whose odds then dropped to 1,90 (the slip follows the match). */
function slipWithDrop() {
  const match = testMatch(1);
  useBetSlip.getState().toggle(...tapOf(match));
  const id = useBetSlip.getState().betItems[0]!.id;
  useBetSlip.getState().setStake(id, '10');
  const market = {
    ...match.markets[0]!,
    outcomes: match.markets[0]!.outcomes.map((o) => ({ ...o, odds: 1.9 })),
  };
  useBetSlip.getState().followMatch({ ...match, markets: [market], mainMarket: market });
}

beforeEach(() => {
  localStorage.clear();
  useOddsChange.getState().reload();
  useBetSlip.setState(initialTicket());
});

describe('the "aceitar alterações de odds" setting (issue 17 defect 7)', () => {
  it('offers the three choices, starts at "Somente se aumentarem" and keeps the choice on the device', () => {
    render(<OddsChangeSetting />);
    const select = screen.getByLabelText('Aceitar alterações de odds') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Nunca',
      'Somente se aumentarem',
      'Qualquer alteração',
    ]);
    expect(select.selectedOptions[0]?.textContent).toBe('Somente se aumentarem');
    fireEvent.change(select, { target: { value: '0' } });
    expect(useOddsChange.getState().oddsChangeType).toBe(0);
    expect(localStorage.getItem(ODDS_CHANGE_STORAGE_KEY)).toBe('0');
    useOddsChange.setState({ oddsChangeType: 1 });
    useOddsChange.getState().reload();
    expect(useOddsChange.getState().oddsChangeType).toBe(0);
  });

  it.each([0, 1, 2] as const)('placements send the chosen value as oddsChangeType (%i)', async (type) => {
    useOddsChange.getState().set(type);
    useBetSlip.getState().toggle(...tapOf(testMatch(1)));
    useBetSlip.getState().setStake(useBetSlip.getState().betItems[0]!.id, '10');
    const { d, placeSingles } = deps();
    await placeTicket(store, d);
    expect(placeSingles.mock.calls[0]?.[1].ticketRequest.oddsChangeType).toBe(type);
  });

  it('a drop must be confirmed under "Somente se aumentarem", not under "Qualquer alteração"', async () => {
    slipWithDrop();
    const { d, placeSingles } = deps();
    await placeTicket(store, d);
    expect(placeSingles).not.toHaveBeenCalled();
    expect(useBetSlip.getState().warning?.message).toBe('As odds mudaram. Confirme as novas odds.');
    useOddsChange.getState().set(2);
    await placeTicket(store, d);
    expect(placeSingles).toHaveBeenCalledTimes(1);
  });
});
