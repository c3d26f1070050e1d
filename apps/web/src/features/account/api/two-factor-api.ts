import type { RouteInput, TTwoFactorChallenge } from '@placar/contract';
import { twoFactorApi as routes } from '@placar/contract/routes.gen';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/http';

const noRefresh = { noRefresh: true } as const;

/** The two-factor calls: setup and removal (signed in) and the sign-in's second step. */
export const twoFactorApi = {
  status: () => api.call(routes.status),
  startTotp: () => api.call(routes.startTotp),
  startEmail: () => api.call(routes.startEmail),
  confirm: (body: RouteInput<typeof routes.confirm>['body']) => api.call(routes.confirm, { body }),
  regenerate: (password: string) => api.call(routes.regenerateRecoveryCodes, { body: { password } }),
  sendDisableCode: () => api.call(routes.sendDisableCode),
  disable: (body: RouteInput<typeof routes.disable>['body']) => api.call(routes.disable, { body }),
  completeLogin: (body: RouteInput<typeof routes.login>['body']) =>
    api.call(routes.login, { body }, noRefresh),
  resendLoginCode: (challengeToken: string) =>
    api.call(routes.resendLoginCode, { body: { challengeToken } }, noRefresh),
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
