import { type QueryExecutorProvider, sql } from 'kysely';
import type { Platform } from '../../platform/context';

/** Movements of play: stakes, payouts, refunds and rollbacks of bets and casino rounds. */
const PLAY_KINDS = [
  'bet_placed',
  'bet_settled',
  'bet_cancelled',
  'bet_rollback',
  'casino_debit',
  'casino_credit',
  'casino_refund',
] as const;

/** What a user's real wallet did in play (and took in by Pix) since a moment, in centavos. */
export type PlayTotals = {
  /** stakes minus refunded stakes */
  staked: number;
  /** everything play moved in or out of the real wallet (negative: a net loss) */
  net: number;
  /** Pix deposits credited */
  deposited: number;
};

/**
 * The user's play totals over several windows at once (one answer per `since`, in order), read from
 * the ledger: the entries of the real wallet in play movements and Pix deposits. Responsible gaming's loss and
 * bet-amount limits and the reality check read it. `trx` runs it inside the caller's transaction.
 */
export async function getPlayTotals(
  platform: Platform,
  userId: number,
  since: Date[],
  options: { trx?: QueryExecutorProvider } = {},
): Promise<PlayTotals[]> {
  if (since.length === 0) return [];
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
      and t.kind in (${sql.join([...PLAY_KINDS, 'pix_deposit'].map((k) => sql`${k}`))})`.execute(
    options.trx ?? platform.db,
  );
  const row = r.rows[0] ?? {};
  return since.map((_, i) => ({
    staked: Number(row[`s${i}`] ?? 0),
    net: Number(row[`n${i}`] ?? 0),
    deposited: Number(row[`d${i}`] ?? 0),
  }));
}
