import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialTicket, useBetSlip } from '../stores/bet-slip';
import { useMaxBalance } from '../stores/max-balance';
import { testCustomItem } from '../testing/slip-fixtures';
import { MaxBalanceModal } from './MaxBalanceModal';
import { SlipItemRow } from './SlipItemRow';

beforeEach(() => {
  useBetSlip.setState(initialTicket());
  useMaxBalance.setState({ open: false, limit: null, customBet: false });
});

describe('a custom bet in the slip', () => {
  it('shows its selections, combined odds and a stake, and can be removed by name', () => {
    const item = testCustomItem(1, 3.4);
    useBetSlip.getState().addCustomBet(item);
    render(
      <ul>
        <SlipItemRow item={item} withStake locked={false} freeBet={undefined} />
      </ul>,
    );
    const legs = screen.getByRole('list', { name: 'Seleções da aposta criada em Time 1A x Time 1B' });
    expect(
      within(legs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Resultado 1Mercado 1', 'Resultado 12Mercado 18']);
    expect(screen.getByTestId('slip-odds').textContent).toBe('3,40');
    expect(screen.getByLabelText('Valor da aposta criada em Time 1A x Time 1B')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover aposta criada em Time 1A x Time 1B' }));
    expect(useBetSlip.getState().betItems).toHaveLength(0);
  });

  it('a closed custom bet says why it cannot be placed', () => {
    const item = testCustomItem(1, 3.4, {
      marketStatus: 'Inactive',
      customBet: { ...testCustomItem(1).customBet!, customBetStatus: 'Closed' },
    });
    render(
      <ul>
        <SlipItemRow item={item} withStake={false} locked freeBet={undefined} />
      </ul>,
    );
    expect(screen.getByText('Aposta criada encerrada. Monte uma nova em Criar aposta.')).toBeTruthy();
  });
});

describe('the max-balance modal (TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD)', () => {
  it('names the maximum and, for a custom bet, that it was closed; Entendi closes it', () => {
    render(<MaxBalanceModal />);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    act(() => useMaxBalance.getState().show(250000, true));
    // happy-dom leaves a modal <dialog> out of the accessibility tree: hidden: true finds it
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Ganho acima do máximo',
    );
    expect(dialog.textContent).toContain('valor máximo permitido de R$ 250.000,00');
    expect(dialog.textContent).toContain('Sua aposta criada foi encerrada.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entendi', hidden: true }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
