import { type QueryExecutorProvider, sql } from 'kysely';

/** Crash's SQL: hash chains, rounds and bets (casino_crash_chains, _rounds, _bets). */

// ---- chains -------------------------------------------------------------------------------------

export type ChainRow = {
  id: number;
  terminal_seed: string;
  anchor: string;
  salt: string;
  next_index: number;
  length: number;
};

/** The newest chain with rounds left, if any. */
export async function selectOpenChain(db: QueryExecutorProvider): Promise<ChainRow | undefined> {
  return (
    await sql<ChainRow>`
      select id, terminal_seed, anchor, salt, next_index, length from casino_crash_chains
      where next_index <= length order by id desc limit 1`.execute(db)
  ).rows[0];
}

export async function insertChain(
  db: QueryExecutorProvider,
  chain: { terminal: string; anchor: string; length: number; salt: string },
): Promise<ChainRow> {
  return (
    await sql<ChainRow>`
        insert into casino_crash_chains (terminal_seed, anchor, length, salt)
        values (${chain.terminal}, ${chain.anchor}, ${chain.length}, ${chain.salt})
        returning id, terminal_seed, anchor, salt, next_index, length`.execute(db)
  ).rows[0]!;
}

// ---- rounds -------------------------------------------------------------------------------------

/** Opens round `chainIndex` of a chain for bets and moves the chain's next index past it; answers its id. */
export async function insertBettingRound(
  db: QueryExecutorProvider,
  r: {
    chainId: number;
    chainIndex: number;
    seed: string;
    seedHash: string;
    crashPoint: number;
    bettingEndsAt: Date;
  },
): Promise<number> {
  const k = r.chainIndex;
  const row = (
    await sql<{ id: number }>`
      with c as (update casino_crash_chains set next_index = ${k + 1} where id = ${r.chainId})
      insert into casino_crash_rounds (chain_id, chain_index, seed, seed_hash, crash_point, phase, betting_ends_at)
      values (${r.chainId}, ${k}, ${r.seed}, ${r.seedHash}, ${r.crashPoint}, 'betting', ${r.bettingEndsAt}) returning id`.execute(
      db,
    )
  ).rows[0]!;
  return Number(row.id);
}

/**
 * Moves a stored round on from phase `from` (to running at `at`, or to crashed at `at`). False when it
 * is no longer in `from` (another loop cancelled it).
 */
export async function advanceCrashRound(
  db: QueryExecutorProvider,
  id: number,
  from: 'betting' | 'running',
  to: 'running' | 'crashed',
  at: Date,
): Promise<boolean> {
  const set =
    to === 'running'
      ? sql`phase = 'running', started_at = ${at}`
      : sql`phase = 'crashed', crashed_at = ${at}`;
  const moved =
    await sql`update casino_crash_rounds set ${set} where id = ${id} and phase = ${from} returning id`.execute(
      db,
    );
  return moved.rows.length > 0;
}

/** Cancels every round left betting or running; answers their ids. */
export async function cancelUnfinishedRounds(db: QueryExecutorProvider): Promise<number[]> {
  const cancelled = await sql<{ id: number }>`
    update casino_crash_rounds set phase = 'cancelled', cancelled_at = now()
    where phase in ('betting', 'running') returning id`.execute(db);
  return cancelled.rows.map((r) => Number(r.id));
}

export type EndedRoundRow = {
  total: number;
  id: number | null;
  crash_point: number;
  seed: string;
  seed_hash: string;
  chain_index: number;
  phase: 'crashed' | 'cancelled';
  started_at: Date | null;
  crashed_at: Date | null;
  cancelled_at: Date | null;
  anchor: string;
  salt: string;
};

/**
 * A page of the ended rounds (crashed, cancelled) among the last `kept`, newest first, each row with
 * the total; one row with a null id when the page is empty.
 */
export async function selectEndedRounds(
  db: QueryExecutorProvider,
  kept: number,
  offset: number,
  limit: number,
): Promise<EndedRoundRow[]> {
  const r = await sql<EndedRoundRow>`
    select t.total, p.id, p.crash_point, p.seed, p.seed_hash, p.chain_index, p.phase, p.started_at,
      p.crashed_at, p.cancelled_at, c.anchor, c.salt
    from (select count(*)::int as total from (
        select 1 from casino_crash_rounds where phase in ('crashed', 'cancelled')
        order by id desc limit ${kept}
      ) kept) t
    left join lateral (
      select id, chain_id, crash_point, seed, seed_hash, chain_index, phase, started_at, crashed_at, cancelled_at
      from casino_crash_rounds where phase in ('crashed', 'cancelled')
      order by id desc offset ${offset} limit ${limit}
    ) p on true
    left join casino_crash_chains c on c.id = p.chain_id
    order by p.id desc`.execute(db);
  return r.rows;
}

// ---- bets ---------------------------------------------------------------------------------------

/**
 * Records a bet while the round is betting (read under a share lock). `betting` false: the round is no
 * longer betting; `id` null: the session already has a bet on it.
 */
export async function insertBetWhileBetting(
  trx: QueryExecutorProvider,
  b: { crashRoundId: number; casinoRoundId: number; sessionId: number; amount: number; auto: number | null },
): Promise<{ id: number | null; betting: boolean }> {
  return (
    await sql<{ id: number | null; betting: boolean }>`
        with r as (select id from casino_crash_rounds where id = ${b.crashRoundId} and phase = 'betting' for share),
        b as (
          insert into casino_crash_bets (crash_round_id, casino_round_id, session_id, amount, auto_cashout)
          select r.id, ${b.casinoRoundId}, ${b.sessionId}, ${b.amount}, ${b.auto} from r
          on conflict (crash_round_id, session_id) do nothing returning id)
        select (select id from b) as id, exists (select 1 from r) as betting`.execute(trx)
  ).rows[0]!;
}

export async function updateBetResult(
  trx: QueryExecutorProvider,
  betId: number,
  r: { status: string; cashedOutAt: number | null; win: number },
) {
  await sql`
      update casino_crash_bets set status = ${r.status}, cashed_out_at = ${r.cashedOutAt}, win = ${r.win}
      where id = ${betId}`.execute(trx);
}

export type OpenBetRow = { id: number; crash_round_id: number; session_id: number };

/** The bets still active on cancelled rounds, oldest first. */
export async function selectOpenBetsOfCancelledRounds(db: QueryExecutorProvider): Promise<OpenBetRow[]> {
  const open = await sql<OpenBetRow>`
    select b.id, b.crash_round_id, b.session_id from casino_crash_bets b
    join casino_crash_rounds r on r.id = b.crash_round_id
    where b.status = 'active' and r.phase = 'cancelled' order by b.id`.execute(db);
  return open.rows;
}

export async function markBetRefunded(trx: QueryExecutorProvider, betId: number) {
  await sql`update casino_crash_bets set status = 'refunded' where id = ${betId} and status = 'active'`.execute(
    trx,
  );
}
