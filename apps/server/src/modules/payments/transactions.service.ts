import {
  centavosToReais,
  PAYMENT_METHOD,
  TRANSACTION_STATUS_LABEL_PT,
  TRANSACTION_TYPE,
  type TTransactionStatus,
  type TTransactionsPage,
  type TTransactionsQuery,
} from '@placar/contract';
import type { Platform } from '../../platform/context';
import { countTransactions, selectTransactionsPage } from './transactions.repository';

/**
 * The bettor's Pix deposits and withdrawals, newest first. Dates are calendar days in Brasília time
 * (UTC-3, no daylight saving since 2019), both ends included.
 */
export async function listTransactions(
  platform: Platform,
  userId: number,
  q: TTransactionsQuery,
): Promise<TTransactionsPage> {
  const from = q.initialDate ? new Date(`${q.initialDate}T00:00:00-03:00`) : null;
  const to = q.finalDate ? new Date(new Date(`${q.finalDate}T00:00:00-03:00`).getTime() + 86_400_000) : null;
  const type = q.transactionTypeWallet ?? null;
  const offset = (q.pageNumber - 1) * q.pageSize;
  const filter = { type, from, to };
  const rows = await selectTransactionsPage(platform.db, userId, filter, { limit: q.pageSize, offset });
  let totalItems = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) totalItems = await countTransactions(platform.db, userId, filter);
  return {
    items: rows.map((r) => {
      const status = r.status as TTransactionStatus;
      return {
        id: r.id,
        transactionTypeWallet: r.type,
        paymentMethod: PAYMENT_METHOD.pix,
        amount: centavosToReais(r.amount),
        status,
        statusLabel: TRANSACTION_STATUS_LABEL_PT[status] ?? String(status),
        description: r.type === TRANSACTION_TYPE.deposit ? 'Depósito via Pix' : 'Saque via Pix',
        createdAt: new Date(r.created_at).toISOString(),
        updatedAt: new Date(r.updated_at).toISOString(),
      };
    }),
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    totalItems,
    totalPages: Math.ceil(totalItems / q.pageSize),
  };
}
