import { BET_REJECT_CODES, IDENTITY_SUBJECTS, REGISTER_STEP } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { authGuard, currentUser } from '../../platform/auth/plugin';
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
 * (401 REAUTH_REQUIRED), e-mail verified, not SelfExcluded / InternalBlocked / Break (403) / deactivated (406 SELF_BLOCKED),
 * documents fully validated (403 USER_HAS_NOT_VALIDATED_DOCS).
 */
export function requireBettor(platform: Platform) {
  return authGuard('verified', async (request: FastifyRequest) => {
    await requireRecentAuth(request);
    await assertMayBet(platform, currentUser(request).id);
  });
}

/**
 * A bettor found allowed is not read again for MAY_BET_TTL_MS (placement's hot path: one statement less
 * per request). Every change that can take the right away drops the user at once, on every node:
 * account status (pause, exclusion, block), identity no longer validated, a responsible-gaming
 * restriction. Refusals are never kept. Real-money stakes are checked again by responsible gaming
 * (restrictions and status, uncached) in the placement itself.
 */
export const MAY_BET_TTL_MS = 10_000;
const DROP_SUBJECTS = [
  'account.status-changed',
  IDENTITY_SUBJECTS.unvalidated,
  'responsible-gaming.restricted',
];
export type MayBetCache = { until: Map<number, number>; epoch: number };

/** The platform's cache of allowed bettors, emptied of a user on every change that concerns them. */
export function watchMayBet(platform: Platform): MayBetCache {
  const cache: MayBetCache = { until: new Map(), epoch: 0 };
  const drop = ({ data }: { data: { userId?: unknown } }) => {
    cache.epoch += 1;
    cache.until.delete(Number(data?.userId));
  };
  const subscriptions = DROP_SUBJECTS.map((subject) => platform.bus.subscribe(subject, drop));
  platform.onClose(() => {
    for (const unsubscribe of subscriptions) unsubscribe();
  });
  return cache;
}

export async function assertMayBet(platform: Platform, userId: number) {
  const allowed = platform.modules.betting.mayBet;
  const now = Date.now();
  if ((allowed.until.get(userId) ?? 0) > now) return;
  const epoch = allowed.epoch;
  await readMayBet(platform, userId);
  if (allowed.epoch !== epoch) return; // a change arrived while reading: keep nothing
  if (allowed.until.size >= 50_000) allowed.until.clear();
  allowed.until.set(userId, now + MAY_BET_TTL_MS);
}

async function readMayBet(platform: Platform, userId: number) {
  const user = await getUserIdentity(platform, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.status === 'SelfExcluded')
    throw new AppError('SELF_EXCLUDED', { context: { status: user.status } });
  if (user.status === 'InternalBlocked')
    throw new AppError('INTERNAL_BLOCKED', { context: { status: user.status } });
  if (user.status === 'Break') throw betError('USER_ON_BREAK', { status: user.status });
  if (user.isDeactivated || user.status === 'Deactivated') throw new AppError('SELF_BLOCKED');
  if (user.step < REGISTER_STEP.EMAIL_VERIFIED) throw betError('EMAIL_NOT_VERIFIED');
  await assertDocsValidated(platform, userId);
}
