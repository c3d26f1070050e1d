import type { TUserStatus } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { authGuard } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { accountError } from './account-errors';
import { recordAccountAudit } from './account-state/account-audit.repository';
import { requireRecentAuth } from './session/session-activity';
import { inAccountTransaction } from './transaction.repository';
import { findUserById, setUserColumns, setUserDeactivated } from './users.repository';

/**
 * Sets a user's restriction (responsible gaming, support): the token `Status` follows at the next
 * refresh; `requireActiveAccount` reads it from the database at once.
 */
export async function setAccountRestriction(
  platform: Platform,
  userId: number,
  restriction: {
    status: TUserStatus;
    autoexclusion?: { exclusionMonth: number; resumeExclusionDate: string | null } | null;
  },
) {
  await setUserColumns(platform.db, userId, {
    status: restriction.status,
    ...(restriction.autoexclusion !== undefined
      ? { autoexclusion: restriction.autoexclusion ? JSON.stringify(restriction.autoexclusion) : null }
      : {}),
    updated_at: new Date(),
  });
  platform.bus.publish('account.status-changed', { userId, status: restriction.status });
}

/**
 * Deactivates or reactivates an account and records who did it: `actorId` null is the bettor on their
 * own account (self-blocked, seed 000 section 8), else the operator.
 */
export async function setDeactivated(
  platform: Platform,
  userId: number,
  deactivated: boolean,
  by: { actorId: number | null; reason?: string } = { actorId: null },
) {
  const changed = await inAccountTransaction(platform.db, async (trx) => {
    if (!(await setUserDeactivated(trx, userId, deactivated))) return false;
    const who = by.actorId === null ? 'user' : 'operator';
    await recordAccountAudit(trx, {
      userId,
      actorId: by.actorId,
      action: deactivated ? `deactivated-by-${who}` : `reactivated-by-${who}`,
      detail: by.reason ? { reason: by.reason } : {},
    });
    return true;
  });
  if (!changed) return false;
  // caches of who may play (the bettor guard) drop the user at once, on every node
  platform.bus.publish('account.status-changed', {
    userId,
    status: deactivated ? 'Deactivated' : 'Active',
    deactivated,
  });
  platform.log.info({ userId, actorId: by.actorId, deactivated }, 'account deactivation changed');
  return true;
}

/** POST /api/Users/ReleaseUser: the bettor reactivates their deactivated account (audited). */
export const reactivateUser = (platform: Platform, userId: number) => setDeactivated(platform, userId, false);

/**
 * Pre-handler for bets, deposits and casino play: signed in, active in the last 30 minutes, and an
 * account that may play (seed 000 section 8: 403 for self-exclusion and internal blocks; deactivated
 * accounts (406 SELF_BLOCKED) and Google sign-ups without CPF or birth date are refused too).
 */
export function requireActiveAccount(platform: Platform) {
  return authGuard('verified', async (request: FastifyRequest) => {
    await requireRecentAuth(request);
    const user = await findUserById(platform.db, request.user!.id);
    if (!user) throw accountError('SESSION_REVOKED');
    if (user.status === 'SelfExcluded') {
      throw new AppError('SELF_EXCLUDED', {
        context: { status: user.status, autoexclusion: user.autoexclusion },
      });
    }
    if (user.status === 'InternalBlocked')
      throw new AppError('INTERNAL_BLOCKED', { context: { status: user.status } });
    // seed 000 section 8: 406 "not acceptable or self-blocked"; the web offers the reactivation
    if (user.is_deactivated) throw accountError('SELF_BLOCKED');
    if (user.cpf === null || user.birth_date === null) throw accountError('PROFILE_INCOMPLETE');
  });
}
