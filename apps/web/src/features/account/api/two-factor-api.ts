import type {
  TLoginResponse,
  TRecoveryCodes,
  TTotpEnrolment,
  TTwoFactorChallenge,
  TTwoFactorEmailSent,
  TTwoFactorMethod,
  TTwoFactorStatus,
} from '@placar/contract';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/http';

const noRefresh = { noRefresh: true } as const;

/** The two-factor calls: setup and removal (signed in) and the sign-in's second step. */
export const twoFactorApi = {
  status: () => api.get<TTwoFactorStatus>('/api/Account/TwoFactor'),
  startTotp: () => api.post<TTotpEnrolment>('/api/Account/TwoFactor/Totp/Start'),
  startEmail: () => api.post<TTwoFactorEmailSent>('/api/Account/TwoFactor/Email/Start'),
  confirm: (body: { method: TTwoFactorMethod; code: string }) =>
    api.post<TRecoveryCodes>('/api/Account/TwoFactor/Confirm', body),
  regenerate: (password: string) =>
    api.post<TRecoveryCodes>('/api/Account/TwoFactor/RecoveryCodes', { password }),
  sendDisableCode: () => api.post<TTwoFactorEmailSent>('/api/Account/TwoFactor/Email/Send'),
  disable: (body: { password: string; code: string }) =>
    api.post<{ disabled: true }>('/api/Account/TwoFactor/Disable', body),
  completeLogin: (body: { challengeToken: string; code: string }) =>
    api.post<TLoginResponse>('/api/Session/TwoFactor', body, noRefresh),
  resendLoginCode: (challengeToken: string) =>
    api.post<TTwoFactorEmailSent>('/api/Session/TwoFactor/SendEmailCode', { challengeToken }, noRefresh),
};

/** The challenge a password step answered instead of tokens (403 TWO_FACTOR_REQUIRED), if it was one. */
export function twoFactorChallengeOf(error: unknown): TTwoFactorChallenge | null {
  if (!(error instanceof ApiError) || error.code !== 'TWO_FACTOR_REQUIRED') return null;
  const ctx = error.context as Partial<TTwoFactorChallenge> | undefined;
  if (!ctx?.challengeToken || (ctx.method !== 'totp' && ctx.method !== 'email')) return null;
  return {
    challengeToken: ctx.challengeToken,
    method: ctx.method,
    email: ctx.email ?? '',
    expiresAt: ctx.expiresAt ?? '',
  };
}

/** The recovery codes as a text file to keep (one per line, with what they are for). */
export function recoveryCodesFile(codes: string[], email: string): string {
  return [
    'Placar — códigos de recuperação da verificação em duas etapas',
    `Conta: ${email}`,
    '',
    'Cada código funciona uma única vez. Guarde-os em local seguro.',
    '',
    ...codes,
    '',
  ].join('\n');
}
