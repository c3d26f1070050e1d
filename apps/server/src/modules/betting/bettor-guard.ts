import { BET_REJECT_CODES, REGISTER_STEP } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { getUserIdentity, requireRecentAuth } from '../account';
import { assertDocsValidated } from './identity-check';

/** A reject code of seed 002 section 8 as a thrown error (its status and pt-BR message). */
export function betError(code: keyof typeof BET_REJECT_CODES, context?: Record<string, unknown>) {
  const { status, message } = BET_REJECT_CODES[code];
  return new AppError(code, { status, message, ...(context ? { context } : {}) });
}

/**
 * Pre-handler of placement and cashout: signed in and re-authenticated after 30 minutes of inactivity
 * (401 REAUTH_REQUIRED), e-mail verified, not SelfExcluded / InternalBlocked / Break / deactivated (403),
 * documents fully validated (403 USER_HAS_NOT_VALIDATED_DOCS).
 */
export function requireBettor(platform: Platform) {
  return async (request: FastifyRequest) => {
    await requireRecentAuth(request);
    await assertMayBet(platform, currentUser(request).id);
  };
}

export async function assertMayBet(platform: Platform, userId: number) {
  const user = await getUserIdentity(platform, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.status === 'SelfExcluded')
    throw new AppError('SELF_EXCLUDED', { context: { status: user.status } });
  if (user.status === 'InternalBlocked')
    throw new AppError('INTERNAL_BLOCKED', { context: { status: user.status } });
  if (user.status === 'Break') throw betError('USER_ON_BREAK', { status: user.status });
  if (user.isDeactivated || user.status === 'Deactivated')
    throw new AppError('FORBIDDEN', { message: 'Sua conta está desativada. Reative-a para continuar.' });
  if (user.step < REGISTER_STEP.EMAIL_VERIFIED) throw betError('EMAIL_NOT_VERIFIED');
  await assertDocsValidated(platform, userId);
}
