import type { TVerificationStatus, TWalletTotals } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../../lib/session';
import { AccountMenu } from './AccountMenu';
import { useAccountMenu } from './menu-store';

const totals = (bonus: number): TWalletTotals => ({
  real: 1234.5,
  bonus,
  reservedForWithdrawal: 0,
  inPlay: 0,
  total: 1234.5 + bonus,
});
const status: TVerificationStatus = {
  validationType: 4,
  identityStatus: 0,
  faceStatus: 0,
  faceCheckRequired: true,
  addressRequired: false,
  documents: [],
  fullValidation: false,
};

function Where() {
  const { pathname, hash } = useLocation();
  return <output data-testid="where">{`${pathname}${hash}`}</output>;
}

function renderMenu(bonus = 0) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['wallet', 'totals'], totals(bonus));
  client.setQueryData(['identity', 'status'], status);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AccountMenu />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/esportes'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const menu = () => screen.queryByRole('dialog', { name: 'Menu da conta' });

describe('account menu', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    useSession.getState().setSession(
      { token: 't', refreshToken: 'r' },
      {
        id: 7,
        username: 'ana@example.com',
        email: 'ana.de.souza.com.um.email.bem.longo@example.com',
        fullName: 'Ana de Souza',
        step: 2,
        status: 'Active',
        validationType: 4,
        isDeactivated: false,
        autoexclusion: null,
        roles: [],
      },
    );
  });
  afterEach(() => {
    useAccountMenu.setState({ open: false, opener: null });
    vi.unstubAllGlobals();
  });

  it('opens from the avatar with Sacar first and every destination of the account area', async () => {
    renderMenu();
    const avatar = screen.getByRole('button', { name: 'Minha conta' });
    expect(avatar.textContent).toContain('Ana');
    expect(menu()).toBeNull();
    fireEvent.click(avatar);
    const panel = await screen.findByRole('dialog', { name: 'Menu da conta' });
    const links = within(panel).getAllByRole('link');
    expect(links[0]?.textContent).toBe('Sacar');
    expect(links[0]?.getAttribute('href')).toBe('/withdrawal');
    expect(document.activeElement).toBe(links[0]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/withdrawal',
      '/deposit',
      '/bank-accounts',
      '/transactions',
      '/user-identification',
      '/bet-history',
      '/casino-history',
      '/responsable-game',
      '/user-account#dados',
      '/user-account#seguranca',
    ]);
    expect(within(panel).getByRole('button', { name: 'Sair' })).toBeTruthy();
    expect(within(panel).getByTestId('balance-real').textContent).toBe('R$ 1.234,50');
    expect(within(panel).queryByTestId('balance-bonus')).toBeNull();
    expect(within(panel).getByTestId('verification-state').textContent).toBe('Pendente');
  });

  it('shows the bonus balance when the wallet reports one', async () => {
    renderMenu(20);
    fireEvent.click(screen.getByTestId('header-balance'));
    const panel = await screen.findByRole('dialog', { name: 'Menu da conta' });
    expect(within(panel).getByTestId('balance-bonus').textContent).toBe('R$ 20,00');
  });

  it('the header balance opens the menu: Sacar is the second tap', async () => {
    const router = renderMenu();
    const balance = screen.getByTestId('header-balance');
    expect(balance.textContent).toContain('R$ 1.234,50');
    fireEvent.click(balance);
    fireEvent.click(await screen.findByRole('link', { name: 'Sacar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawal'));
    // a new page closes the menu
    await waitFor(() => expect(menu()).toBeNull());
  });

  it('Escape closes and gives focus back to the control that opened it', async () => {
    renderMenu();
    const avatar = screen.getByRole('button', { name: 'Minha conta' });
    avatar.focus();
    fireEvent.click(avatar);
    await screen.findByRole('dialog', { name: 'Menu da conta' });
    expect(avatar.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(menu()).toBeNull());
    expect(document.activeElement).toBe(avatar);
    expect(avatar.getAttribute('aria-expanded')).toBe('false');
  });

  it('Tab stays inside the open menu', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Minha conta' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu da conta' });
    const logout = within(panel).getByRole('button', { name: 'Sair' });
    logout.focus();
    fireEvent.keyDown(logout, { key: 'Tab' });
    expect(document.activeElement?.textContent).toBe('Sacar');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(logout);
  });

  it('a click outside closes it, and Sair ends the session', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Minha conta' }));
    await screen.findByRole('dialog', { name: 'Menu da conta' });
    fireEvent.click(document.querySelector('[aria-hidden="true"]:not(span)') as Element);
    await waitFor(() => expect(menu()).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Minha conta' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu da conta' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });

  it('opens from another control (the bottom bar) through the shared store', async () => {
    renderMenu();
    const other = document.createElement('button');
    document.body.append(other);
    useAccountMenu.getState().openMenu(other);
    await screen.findByRole('dialog', { name: 'Menu da conta' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(menu()).toBeNull());
    expect(document.activeElement).toBe(other);
    other.remove();
  });
});
