import type { TPixKey } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { WithdrawalForm } from './WithdrawalForm';

const addKey = vi.hoisted(() => vi.fn());
vi.mock('../api/pix-api', () => ({
  pixApi: { addKey, beginWithdrawal: vi.fn() },
  pixKeysQuery: { queryKey: ['payments', 'pix-keys'] },
}));

const cpfKey: TPixKey = {
  id: 7,
  keyType: 'CPF',
  key: '52998224725',
  ownerName: 'Maria da Silva',
  ownerCpfMasked: '***.982.247-**',
  bankName: 'Banco Sandbox',
  isDefault: true,
  isActive: true,
  createdAt: '2026-11-26T12:00:00.000Z',
};

const show = (keys: TPixKey[], confined: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <WithdrawalForm
          available={50}
          keys={keys}
          ownCpf="529.982.247-25"
          confined={confined}
          onCreated={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('withdrawal form: the Pix key inside the confinement', () => {
  it('without a key, registers the own-CPF key right here instead of linking to /bank-accounts', async () => {
    addKey.mockResolvedValueOnce(cpfKey);
    show([], true);
    expect(screen.queryByRole('link', { name: /chave Pix/ })).toBeNull();
    const form = screen.getByRole('form', { name: 'Cadastrar chave Pix' });
    expect(screen.getByLabelText('Chave')).toHaveProperty('value', '529.982.247-25');
    fireEvent.submit(form);
    await waitFor(() => expect(addKey).toHaveBeenCalledWith({ keyType: 'CPF', key: '529.982.247-25' }));
  });

  it('a confined bettor adds another key inline; others manage keys on /bank-accounts', () => {
    const { unmount } = show([cpfKey], true);
    expect(screen.queryByRole('link', { name: 'Gerenciar chaves Pix' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar outra chave Pix' }));
    expect(screen.getByRole('form', { name: 'Cadastrar outra chave Pix' })).toBeTruthy();
    unmount();
    show([cpfKey], false);
    expect(screen.getByRole('link', { name: 'Gerenciar chaves Pix' }).getAttribute('href')).toBe(
      '/bank-accounts',
    );
    expect(screen.getByRole('radio', { name: /CPF: 529.982.247-25/ })).toHaveProperty('checked', true);
  });
});
