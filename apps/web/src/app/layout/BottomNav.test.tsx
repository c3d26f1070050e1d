import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAccountMenu } from '../../features/account/components/AccountMenu/menu-store';
import { useSession } from '../../lib/session';
import { BottomNav } from './BottomNav';

const renderNav = () =>
  render(
    <MemoryRouter initialEntries={['/esportes']}>
      <BottomNav />
    </MemoryRouter>,
  );

describe('bottom navigation', () => {
  afterEach(() => {
    useAccountMenu.setState({ open: false, opener: null });
    useSession.getState().clear();
  });

  it('shows no account entry to a guest', () => {
    renderNav();
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Conta' })).toBeNull();
  });

  it('"Conta" opens and closes the account menu for a signed-in bettor', () => {
    useSession.getState().setSession(
      { token: 't', refreshToken: 'r' },
      {
        id: 1,
        username: 'a@example.com',
        email: 'a@example.com',
        fullName: 'Ana',
        step: 2,
        status: 'Active',
        validationType: null,
        isDeactivated: false,
        autoexclusion: null,
        roles: [],
      },
    );
    renderNav();
    const conta = screen.getByRole('button', { name: 'Conta' });
    expect(conta.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(conta);
    expect(useAccountMenu.getState().open).toBe(true);
    expect(useAccountMenu.getState().opener).toBe(conta);
    expect(conta.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(conta);
    expect(useAccountMenu.getState().open).toBe(false);
  });
});
