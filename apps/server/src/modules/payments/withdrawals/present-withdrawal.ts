import {
  centavosToReais,
  type TWithdrawal,
  type TWithdrawalStatus,
  WITHDRAWAL_STATUS_LABEL_PT,
} from '@placar/contract';
import type { Selectable } from 'kysely';
import type { PixWithdrawalRow } from '../payments.tables';

export function presentWithdrawal(w: Selectable<PixWithdrawalRow>): TWithdrawal {
  return {
    id: w.id,
    amount: centavosToReais(w.amount),
    status: w.status,
    statusLabel: WITHDRAWAL_STATUS_LABEL_PT[w.status as TWithdrawalStatus] ?? String(w.status),
    pixKeyType: w.key_type,
    pixKey: w.key,
    endToEndId: w.end_to_end_id,
    reason: w.reason,
    createdAt: new Date(w.created_at).toISOString(),
    updatedAt: new Date(w.updated_at).toISOString(),
  };
}
