import type { TTwoFactorStatus } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { twoFactorApi } from '../api/two-factor-api';
import { TwoFactorSection } from './TwoFactorSection';

vi.mock('../api/two-factor-api', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/two-factor-api')>();
  return {
    ...real,
    twoFactorApi: {
      status: vi.fn(),
      startTotp: vi.fn(),
      startEmail: vi.fn(),
      confirm: vi.fn(),
      regenerate: vi.fn(),
      sendDisableCode: vi.fn(),
      disable: vi.fn(),
    },
  };
});

const status = (over: Partial<TTwoFactorStatus> = {}): TTwoFactorStatus => ({
  available: true,
  enabled: false,
  method: null,
  enabledAt: null,
  recoveryCodesLeft: 0,
  trustDays: 30,
  ...over,
});

const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TwoFactorSection />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  for (const fn of Object.values(twoFactorApi)) vi.mocked(fn).mockReset();
});

describe('the two-factor section of Segurança', () => {
  it('is absent while the flag is off and the bettor has none', async () => {
    vi.mocked(twoFactorApi.status).mockResolvedValue(status({ available: false }));
    renderSection();
    await vi.waitFor(() => expect(twoFactorApi.status).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByText('Verificação em duas etapas')).toBeNull());
  });

  it('sets up the e-mail method and shows the recovery codes once', async () => {
    vi.mocked(twoFactorApi.status).mockResolvedValue(status());
    vi.mocked(twoFactorApi.startEmail).mockResolvedValue({ sent: true, email: 'a***@example.com' });
    vi.mocked(twoFactorApi.confirm).mockResolvedValue({ recoveryCodes: codes });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Receber código por e-mail' }));
    await screen.findByText('a***@example.com');
    fireEvent.change(screen.getByLabelText('Código de verificação'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ativar' }));
    const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(vi.mocked(twoFactorApi.confirm).mock.calls[0]?.[0]).toEqual({ method: 'email', code: '123456' });
    vi.mocked(twoFactorApi.status).mockResolvedValue(
      status({
        enabled: true,
        method: 'email',
        enabledAt: '2026-11-26T12:00:00.000Z',
        recoveryCodesLeft: 10,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    await screen.findByText(/Códigos de recuperação restantes: 10/);
    expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).toBeNull();
    expect(screen.getByText(/a cada 30 dias, como a Portaria SPA\/MF nº 722\/2024 prevê/)).toBeTruthy();
  });

  it('turning it off asks for the password and a code', async () => {
    vi.mocked(twoFactorApi.status).mockResolvedValue(
      status({ enabled: true, method: 'totp', enabledAt: '2026-11-26T12:00:00.000Z', recoveryCodesLeft: 9 }),
    );
    vi.mocked(twoFactorApi.disable).mockResolvedValue({ disabled: true });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar' }));
    const submit = screen.getByRole('button', { name: 'Desativar' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Senha atual'), { target: { value: 'Minha-Senha-1' } });
    fireEvent.change(screen.getByLabelText('Código de verificação'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(submit);
    await vi.waitFor(() => expect(twoFactorApi.disable).toHaveBeenCalled());
    expect(vi.mocked(twoFactorApi.disable).mock.calls[0]?.[0]).toEqual({
      password: 'Minha-Senha-1',
      code: 'ABCDE-FGHJK',
    });
  });
});
