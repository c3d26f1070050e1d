import type { TLoginResponse } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/http';
import { twoFactorApi, twoFactorChallengeOf } from '../api/two-factor-api';
import { TwoFactorLoginStep } from './TwoFactorLoginStep';

vi.mock('../api/two-factor-api', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/two-factor-api')>();
  return { ...real, twoFactorApi: { completeLogin: vi.fn(), resendLoginCode: vi.fn() } };
});

const challenge = (method: 'totp' | 'email') => ({
  challengeToken: 'tok-abcdefghijklmnop',
  method,
  email: 'a***@example.com',
  expiresAt: '2026-11-26T18:00:00.000Z',
});

function renderStep(method: 'totp' | 'email' = 'totp') {
  const handlers = { onSignedIn: vi.fn(), onRestart: vi.fn(), onLocked: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TwoFactorLoginStep challenge={challenge(method)} {...handlers} />
    </QueryClientProvider>,
  );
  return handlers;
}

beforeEach(() => {
  vi.mocked(twoFactorApi.completeLogin).mockReset();
  vi.mocked(twoFactorApi.resendLoginCode).mockReset();
});

describe('the login second step', () => {
  it('reads the challenge of a 403 TWO_FACTOR_REQUIRED and nothing else', () => {
    const e = new ApiError(403, 'TWO_FACTOR_REQUIRED', 'x', challenge('email'));
    expect(twoFactorChallengeOf(e)).toEqual(challenge('email'));
    expect(twoFactorChallengeOf(new ApiError(403, 'UNUSUAL_ACTIVITY', 'x', {}))).toBeNull();
    expect(twoFactorChallengeOf(new ApiError(403, 'TWO_FACTOR_REQUIRED', 'x', {}))).toBeNull();
  });

  it('sends the app code and signs in with the answer', async () => {
    const answer = { userId: 7, token: 't' } as TLoginResponse;
    vi.mocked(twoFactorApi.completeLogin).mockResolvedValue(answer);
    const h = renderStep();
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Código de verificação'), { target: { value: '12a3456' } });
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(h.onSignedIn).toHaveBeenCalled());
    expect(vi.mocked(twoFactorApi.completeLogin).mock.calls[0]?.[0]).toEqual({
      challengeToken: 'tok-abcdefghijklmnop',
      code: '123456',
    });
  });

  it('shows a wrong code under the field, and a recovery code can be used instead', async () => {
    vi.mocked(twoFactorApi.completeLogin).mockRejectedValueOnce(
      new ApiError(400, 'TWO_FACTOR_CODE_INVALID', 'Código incorreto ou já usado. Tente novamente.'),
    );
    renderStep();
    fireEvent.change(screen.getByLabelText('Código de verificação'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Código incorreto ou já usado. Tente novamente.');
    fireEvent.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }));
    fireEvent.change(screen.getByLabelText('Código de recuperação'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(twoFactorApi.completeLogin).toHaveBeenCalledTimes(2));
    expect(vi.mocked(twoFactorApi.completeLogin).mock.calls[1]?.[0].code).toBe('ABCDE-FGHJK');
  });

  it('an expired challenge leads back to the password step', async () => {
    vi.mocked(twoFactorApi.completeLogin).mockRejectedValueOnce(
      new ApiError(
        401,
        'TWO_FACTOR_CHALLENGE_INVALID',
        'Esta etapa de verificação expirou. Faça login novamente.',
      ),
    );
    const h = renderStep('email');
    expect(screen.getByText(/Enviamos um código de 6 dígitos para a\*\*\*@example.com/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Código de verificação'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar ao login' }));
    expect(h.onRestart).toHaveBeenCalled();
  });

  it('a lock after too many wrong codes is handed to the login form', async () => {
    vi.mocked(twoFactorApi.completeLogin).mockRejectedValueOnce(
      new ApiError(423, 'ACCOUNT_LOCKED', 'bloqueada'),
    );
    const h = renderStep();
    fireEvent.change(screen.getByLabelText('Código de verificação'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() => expect(h.onLocked).toHaveBeenCalled());
    expect(h.onSignedIn).not.toHaveBeenCalled();
  });

  it('the e-mail method can send a new code', async () => {
    vi.mocked(twoFactorApi.resendLoginCode).mockResolvedValue({ sent: true, email: 'a***@example.com' });
    renderStep('email');
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    await screen.findByRole('button', { name: 'Código reenviado' });
    expect(twoFactorApi.resendLoginCode).toHaveBeenCalledWith('tok-abcdefghijklmnop');
  });
});
