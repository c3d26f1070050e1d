import type { Platform } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { accountError } from '../account-errors';
import { inAccountTransaction } from '../transaction.repository';
import { findUserById, setUserWithdrawalBlock, type UserRow } from '../users.repository';
import { recordAccountAudit } from './account-audit.repository';

export type WithdrawalBlock = { reason: string; since: string };

/** The operator's block on a user's withdrawals, as the login answer shows it (null: none). */
export function withdrawalBlockOf(user: UserRow): WithdrawalBlock | null {
  if (!user.withdrawals_blocked_at) return null;
  return {
    reason: user.withdrawals_block_reason ?? '',
    since: user.withdrawals_blocked_at.toISOString(),
  };
}

/**
 * Blocks or unblocks a user's withdrawals (back office), audited with the operator and the reason.
 * Answers the block now in force. A block already in force keeps its start.
 */
export async function setWithdrawalBlock(
  platform: Platform,
  userId: number,
  actorId: number,
  change: { blocked: boolean; reason: string },
): Promise<WithdrawalBlock | null> {
  const block = await inAccountTransaction(platform.db, async (trx) => {
    const row = await setUserWithdrawalBlock(trx, userId, change);
    if (!row) return undefined;
    await recordAccountAudit(trx, {
      userId,
      actorId,
      action: change.blocked ? 'withdrawals-blocked' : 'withdrawals-unblocked',
      detail: { reason: change.reason },
    });
    return withdrawalBlockOf(row);
  });
  if (block === undefined) throw notFound('Usuário');
  platform.log.info({ userId, actorId, blocked: change.blocked }, 'withdrawal block changed');
  return block;
}

/**
 * For the payments module's BeginWithdrawal: 403 WITHDRAWALS_BLOCKED (with the operator's reason)
 * while an operator block is in force.
 */
export async function assertWithdrawalsAllowed(platform: Platform, userId: number) {
  const user = await findUserById(platform.db, userId);
  const block = user ? withdrawalBlockOf(user) : null;
  if (block) throw accountError('WITHDRAWALS_BLOCKED', { reason: block.reason, since: block.since });
}
