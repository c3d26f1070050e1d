import type { TBetHistoryItem } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cashoutApi } from '../api/history-api';
import { CashoutPanel } from './CashoutPanel';

vi.mock('../api/history-api', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/history-api')>();
  return { ...real, cashoutApi: { calculate: vi.fn(), place: vi.fn() } };
});

const bet = { betNumber: '4242', betStatus: 4, betType: 1, isCashoutBlocked: false } as TBetHistoryItem;
const offer = (amount: number, offerId: string) => ({
  ticketId: '4242',
  state: 0 as const,
  cashoutAmount: amount,
  offerId,
  expiresAt: null,
  stake: 5,
  possibleWinnings: 12,
});

function renderPanel(onCashedOut = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CashoutPanel bet={bet} onCashedOut={onCashedOut} />
    </QueryClientProvider>,
  );
  return onCashedOut;
}

beforeEach(() => vi.mocked(cashoutApi.calculate).mockReset());

describe('cash out from a bet card', () => {
  it('offers, confirms and tells the page the amount paid', async () => {
    vi.mocked(cashoutApi.calculate).mockResolvedValue(offer(4.8, 'o1'));
    vi.mocked(cashoutApi.place).mockResolvedValue({
      ticketId: '4242',
      state: 3,
      code: null,
      cashoutAmount: 4.8,
      newOffer: null,
    });
    const told = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar aposta' }));
    await screen.findByText('R$ 4,80');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText(/Aposta encerrada: R\$ 4,80 creditados no seu saldo\./);
    expect(cashoutApi.place).toHaveBeenCalledWith('Single', {
      ticketId: '4242',
      offerId: 'o1',
      cashoutAmount: 4.8,
    });
    expect(told).toHaveBeenCalledWith('4242', 4.8);
  });

  it('a moved price shows the new offer to confirm, and nothing is told until it is paid', async () => {
    vi.mocked(cashoutApi.calculate).mockResolvedValue(offer(4.8, 'o1'));
    vi.mocked(cashoutApi.place).mockResolvedValue({
      ticketId: '4242',
      state: 4,
      code: 'CASHOUT_PRICE_CHANGED',
      cashoutAmount: null,
      newOffer: offer(4.5, 'o2'),
    });
    const told = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar aposta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await screen.findByText('O valor mudou. Confira a nova oferta.');
    expect(screen.getByText('R$ 4,50')).toBeTruthy();
    await waitFor(() => expect(told).not.toHaveBeenCalled());
  });
});
