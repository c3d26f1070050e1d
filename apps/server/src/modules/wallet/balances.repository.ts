import { type QueryExecutorProvider, sql } from 'kysely';

/** A user's accounts and their balances in centavos. */
export async function readUserAccountBalances(db: QueryExecutorProvider, userId: number) {
  const rows = await sql<{ kind: string; balance: number }>`
    select kind, balance from ledger_accounts where user_id = ${userId}`.execute(db);
  return rows.rows;
}

/** Each system account kind with the sum of its shards' balances. */
export async function readSystemAccountBalances(db: QueryExecutorProvider) {
  const rows = await sql<{ kind: string; balance: number }>`
    select kind, sum(balance)::bigint as balance from ledger_accounts where user_id = 0 group by kind`.execute(
    db,
  );
  return rows.rows;
}

/**
 * The user's real-wallet entries of the given transfer kinds summed per window (one `since` each):
 * columns s<i> (stakes less refunds), n<i> (everything but Pix deposits) and d<i> (Pix deposits).
 */
export async function readPlayTotalsRow(
  db: QueryExecutorProvider,
  userId: number,
  since: Date[],
  kinds: readonly string[],
): Promise<Record<string, string | number>> {
  const from = new Date(Math.min(...since.map((d) => d.getTime())));
  const columns = since.map(
    (d, i) => sql`
      coalesce(sum(-e.amount) filter (where t.created_at >= ${d}
        and t.kind in ('bet_placed', 'casino_debit', 'bet_cancelled', 'casino_refund')), 0)::bigint as ${sql.ref(`s${i}`)},
      coalesce(sum(e.amount) filter (where t.created_at >= ${d} and t.kind <> 'pix_deposit'), 0)::bigint as ${sql.ref(`n${i}`)},
      coalesce(sum(e.amount) filter (where t.created_at >= ${d} and t.kind = 'pix_deposit'), 0)::bigint as ${sql.ref(`d${i}`)}`,
  );
  const r = await sql<Record<string, string | number>>`
    select ${sql.join(columns)}
    from ledger_transfers t
    join ledger_entries e on e.transfer_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.kind = 'user_real' and a.user_id = ${userId}
    where t.user_id = ${userId} and t.created_at >= ${from}
      and t.kind in (${sql.join(kinds.map((k) => sql`${k}`))})`.execute(db);
  return r.rows[0] ?? {};
}
