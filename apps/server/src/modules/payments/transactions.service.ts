import {
  centavosToReais,
  PAYMENT_METHOD,
  TRANSACTION_STATUS_LABEL_PT,
  TRANSACTION_TYPE,
  type TTransactionStatus,
  type TTransactionsPage,
  type TTransactionsQuery,
} from '@placar/contract';
import { sql } from 'kysely';
import type { Platform } from '../../platform/context';

/** Withdrawal payment statuses as transaction statuses (seed 000 section 3 has two enums). */
const WITHDRAWAL_AS_TRANSACTION = sql`case status when 0 then 2 when -2 then -3 else status end`;

type Row = {
  id: number;
  type: number;
  amount: number;
  status: number;
  created_at: Date;
  updated_at: Date;
  total: number;
};

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
  const result = await sql<Row>`
    with all_tx as (
      select id, 1 as type, amount, effective_status as status, created_at, updated_at
      from pix_deposits_view where user_id = ${userId}
      union all
      select id, 2 as type, amount, ${WITHDRAWAL_AS_TRANSACTION} as status, created_at, updated_at
      from pix_withdrawals where user_id = ${userId}
    )
    select *, count(*) over ()::int as total from all_tx
    where (${type}::int is null or type = ${type}::int)
      and (${from}::timestamptz is null or created_at >= ${from}::timestamptz)
      and (${to}::timestamptz is null or created_at < ${to}::timestamptz)
    order by created_at desc, id desc
    limit ${q.pageSize} offset ${offset}`.execute(platform.db);
  let totalItems = result.rows[0]?.total ?? 0;
  if (result.rows.length === 0 && offset > 0) {
    const count = await sql<{ n: number }>`
      select (select count(*) from pix_deposits where user_id = ${userId} and (${type}::int is null or ${type}::int = 1)
          and (${from}::timestamptz is null or created_at >= ${from}::timestamptz)
          and (${to}::timestamptz is null or created_at < ${to}::timestamptz))
        + (select count(*) from pix_withdrawals where user_id = ${userId} and (${type}::int is null or ${type}::int = 2)
          and (${from}::timestamptz is null or created_at >= ${from}::timestamptz)
          and (${to}::timestamptz is null or created_at < ${to}::timestamptz)) as n`.execute(platform.db);
    totalItems = Number(count.rows[0]?.n ?? 0);
  }
  return {
    items: result.rows.map((r) => {
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
