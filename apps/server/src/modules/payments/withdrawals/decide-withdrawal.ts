import { type TWithdrawal, WITHDRAWAL_STATUS } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { paymentsDb } from '../payments.repository';
import { dispatchPayout } from './dispatch-payout';
import { presentWithdrawal } from './present-withdrawal';
import { releaseWithdrawal } from './release-withdrawal';
import { findWithdrawal, moveWithdrawalStatus } from './withdrawals.repository';

const notPendingApproval = () =>
  new AppError('CONFLICT', { message: 'Este saque não está aguardando aprovação.' });

async function decided(platform: Platform, id: number): Promise<TWithdrawal> {
  const w = await findWithdrawal(paymentsDb(platform.db), id);
  if (!w) throw new AppError('NOT_FOUND', { message: 'Saque não encontrado.' });
  return presentWithdrawal(w);
}

/** Staff approves a withdrawal pending approval: it goes back to created and is sent to the PSP. */
export async function approveWithdrawal(platform: Platform, id: number, staffId: number) {
  const approved = await moveWithdrawalStatus(
    paymentsDb(platform.db),
    id,
    WITHDRAWAL_STATUS.PendingApproval,
    {
      status: WITHDRAWAL_STATUS.Created,
      decided_by: staffId,
    },
  );
  if (!approved) throw notPendingApproval();
  await dispatchPayout(platform, id);
  return decided(platform, id);
}

/** Staff rejects a withdrawal pending approval: the money returns to the wallet. */
export async function rejectWithdrawal(
  platform: Platform,
  id: number,
  reason: string | undefined,
  staffId: number,
) {
  const ok = await releaseWithdrawal(platform, id, {
    from: [WITHDRAWAL_STATUS.PendingApproval],
    to: WITHDRAWAL_STATUS.Rejected,
    reason: reason || 'Saque rejeitado pela análise.',
    decidedBy: staffId,
  });
  if (!ok) throw notPendingApproval();
  return decided(platform, id);
}
