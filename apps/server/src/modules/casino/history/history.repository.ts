import type { TCasinoHistoryQuery } from '@placar/contract';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';

/** The casino history's SQL: the player's rounds, their movements and crash fairness data. */

export type RoundRow = {
  id: number;
  game_id: string;
  provider_id: number;
  bet: number;
  win: number;
  refunded: number;
  status: 'open' | 'closed' | 'refunded';
  created_at: Date;
  closed_at: Date | null;
  multiplier: number | null;
};

export type RoundDetailRow = RoundRow & {
  outcome: unknown;
  params: unknown;
  nonce: number | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  active: boolean | null;
  crash_anchor: string | null;
  chain_index: number | null;
};

export type RoundTransactionRow = {
  type: 'debit' | 'credit' | 'refund';
  amount: number;
  reference: string;
  created_at: Date;
};

export type CrashFairnessRow = {
  seed: string;
  seed_hash: string;
  phase: string;
  salt: string;
  anchor: string;
  chain_index: number;
};

/** One page of the player's rounds, newest first, and the total count (dates are UTC days, inclusive). */
export async function selectHistoryPage(db: Db, userId: number, q: TCasinoHistoryQuery) {
  const where = sql.join(
    [
      sql`user_id = ${userId}`,
      ...(q.initialDate ? [sql`created_at >= ${q.initialDate}::date`] : []),
      ...(q.finalDate ? [sql`created_at < ${q.finalDate}::date + 1`] : []),
      ...(q.gameId ? [sql`game_id = ${q.gameId}`] : []),
    ],
    sql` and `,
  );
  const [rows, count] = await Promise.all([
    sql<RoundRow>`select id, game_id, provider_id, bet, win, refunded, status, created_at, closed_at, multiplier
      from casino_rounds where ${where} order by created_at desc, id desc
      limit ${q.pageSize} offset ${(q.pageNumber - 1) * q.pageSize}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from casino_rounds where ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** One of the player's rounds with its seed pair, if any. */
export async function selectRoundDetail(
  db: Db,
  userId: number,
  roundId: number,
): Promise<RoundDetailRow | undefined> {
  const r = await sql<RoundDetailRow>`
    select r.id, r.game_id, r.provider_id, r.bet, r.win, r.refunded, r.status, r.created_at, r.closed_at, r.multiplier,
      r.outcome, r.params, r.nonce, p.server_seed, p.server_seed_hash, p.client_seed, p.active,
      null::text as crash_anchor, null::int as chain_index
    from casino_rounds r left join casino_seed_pairs p on p.id = r.seed_pair_id
    where r.id = ${roundId} and r.user_id = ${userId}`.execute(db);
  return r.rows[0];
}

/** A round's wallet movements in order. */
export async function selectRoundTransactions(db: Db, roundId: number): Promise<RoundTransactionRow[]> {
  const r = await sql<RoundTransactionRow>`
    select type, amount, reference, created_at from casino_transactions where round_id = ${roundId} order by id`.execute(
    db,
  );
  return r.rows;
}

/** A crash bet's round and chain data, if the casino round is a crash bet. */
export async function selectCrashFairness(
  db: Db,
  casinoRoundId: number,
): Promise<CrashFairnessRow | undefined> {
  const r = await sql<CrashFairnessRow>`
    select cr.seed, cr.seed_hash, cr.phase, c.salt, c.anchor, cr.chain_index
    from casino_crash_bets b join casino_crash_rounds cr on cr.id = b.crash_round_id
    join casino_crash_chains c on c.id = cr.chain_id where b.casino_round_id = ${casinoRoundId}`.execute(db);
  return r.rows[0];
}
