import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** Withdrawal payment statuses as transaction statuses (seed 000 section 3 has two enums). */
const WITHDRAWAL_AS_TRANSACTION = sql`case status when 0 then 2 when -2 then -3 else status end`;

export type TransactionRow = {
  id: number;
  type: number;
  amount: number;
  status: number;
  created_at: Date;
  updated_at: Date;
  total: number;
};

/** Which of a bettor's transactions: a type (1 deposit, 2 withdrawal) and a creation range, each optional. */
export type TransactionFilter = { type: number | null; from: Date | null; to: Date | null };

/** One page of a bettor's deposits and withdrawals, newest first, each row with the total count. */
export async function selectTransactionsPage(
  db: Db,
  userId: number,
  { type, from, to }: TransactionFilter,
  page: { limit: number; offset: number },
) {
  const result = await sql<TransactionRow>`
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
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return result.rows;
}

/** How many of a bettor's transactions match (for a page past the end, which carries no total). */
export async function countTransactions(db: Db, userId: number, { type, from, to }: TransactionFilter) {
  const count = await sql<{ n: number }>`
      select (select count(*) from pix_deposits where user_id = ${userId} and (${type}::int is null or ${type}::int = 1)
          and (${from}::timestamptz is null or created_at >= ${from}::timestamptz)
          and (${to}::timestamptz is null or created_at < ${to}::timestamptz))
        + (select count(*) from pix_withdrawals where user_id = ${userId} and (${type}::int is null or ${type}::int = 2)
          and (${from}::timestamptz is null or created_at >= ${from}::timestamptz)
          and (${to}::timestamptz is null or created_at < ${to}::timestamptz)) as n`.execute(db);
  return Number(count.rows[0]?.n ?? 0);
}
