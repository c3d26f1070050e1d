import { type QueryExecutorProvider, sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { StakeGate } from '../../responsible-gaming';
import { casinoDb } from '../casino.tables';

/**
 * The seamless wallet's SQL: the casino_wallet() batch statement (debit, credit, betWin), the rarer
 * refund and end-round statements, a free session's play money and the providers' credentials.
 * Each function takes the executor (db or the caller's trx) and runs exactly one statement.
 */

// ── Play money (free sessions) ──

/** Moves a free session's play money by `delta`; undefined when it would go below zero (nothing moved). */
export async function addPlayBalance(
  trx: QueryExecutorProvider,
  sessionId: number,
  delta: number,
): Promise<number | undefined> {
  const row = await sql<{ play_balance: number }>`
      update casino_sessions set play_balance = play_balance + ${delta}
      where id = ${sessionId} and play_balance + ${delta} >= 0 returning play_balance`.execute(trx);
  return row.rows[0]?.play_balance;
}

/** A free session's play money, or undefined for no such session. */
export async function playBalance(
  trx: QueryExecutorProvider,
  sessionId: number,
): Promise<number | undefined> {
  const row = await sql<{ play_balance: number }>`
    select play_balance from casino_sessions where id = ${sessionId}`.execute(trx);
  return row.rows[0]?.play_balance;
}

// ── Providers' credentials ──

export async function findProviderSecret(db: Db, providerId: number): Promise<string | undefined> {
  const row = await casinoDb({ db })
    .selectFrom('casino_provider_credentials')
    .select('secret')
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  return row?.secret;
}

export async function upsertProviderCredentials(
  db: Db,
  providerId: number,
  credentials: { secret: string; launchUrl?: string | null },
): Promise<void> {
  await casinoDb({ db })
    .insertInto('casino_provider_credentials')
    .values({
      provider_id: providerId,
      secret: credentials.secret,
      launch_url: credentials.launchUrl ?? null,
    })
    .onConflict((oc) =>
      oc.column('provider_id').doUpdateSet({
        secret: credentials.secret,
        launch_url: credentials.launchUrl ?? null,
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function findProviderLaunchUrl(db: Db, providerId: number): Promise<string | null> {
  const row = await casinoDb({ db })
    .selectFrom('casino_provider_credentials')
    .select('launch_url')
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  return row?.launch_url ?? null;
}

// ── Rounds and transactions (refund, end round) ──

export type RoundRow = {
  id: number;
  status: 'open' | 'closed' | 'refunded';
  user_id: number | null;
  session_id: number;
  bet: number;
  refunded: number;
};
export type TxRow = {
  id: number;
  type: 'debit' | 'credit' | 'refund';
  amount: number;
  balance_after: number;
  round_id: number | null;
};

/** The provider's transaction with this reference, if any. */
export async function existingTx(
  trx: QueryExecutorProvider,
  providerId: number,
  reference: string,
): Promise<TxRow | undefined> {
  const r = await sql<TxRow>`
    select id, type, amount, balance_after, round_id from casino_transactions
    where provider_id = ${providerId} and reference = ${reference}`.execute(trx);
  return r.rows[0];
}

/** The round by its provider reference, created (open) if new; answered either way. */
export async function upsertRound(
  trx: QueryExecutorProvider,
  r: { providerId: number; roundRef: string; userId: number | null; sessionId: number; gameId: string },
): Promise<RoundRow> {
  const created = await sql<RoundRow>`
      insert into casino_rounds (provider_id, round_ref, user_id, session_id, game_id)
      values (${r.providerId}, ${r.roundRef}, ${r.userId}, ${r.sessionId}, ${r.gameId})
      on conflict (provider_id, round_ref) do update set provider_id = excluded.provider_id
      returning id, status, user_id, session_id, bet, refunded`.execute(trx);
  return created.rows[0]!;
}

/** The debit a refund names, locked for the refund (for update). */
export async function findDebitForUpdate(
  trx: QueryExecutorProvider,
  providerId: number,
  reference: string,
): Promise<{ id: number; amount: number; refunded: boolean; round_id: number } | undefined> {
  return (
    await sql<{ id: number; amount: number; refunded: boolean; round_id: number }>`
        select id, amount, refunded, round_id from casino_transactions
        where provider_id = ${providerId} and reference = ${reference} and type = 'debit'
        for update`.execute(trx)
  ).rows[0];
}

export async function markDebitRefunded(trx: QueryExecutorProvider, txId: number): Promise<void> {
  await sql`update casino_transactions set refunded = true where id = ${txId}`.execute(trx);
}

/**
 * What recording a refund does to its round: `refunded` adds that amount (null: nothing refunded),
 * `close` marks the round refunded and closed.
 */
export type RefundRoundUpdate = { refunded: number | null; close: boolean };

function roundUpdateSql(u: RefundRoundUpdate) {
  if (u.refunded === null)
    return u.close ? sql`status = 'refunded', closed_at = now()` : sql`refunded = refunded`;
  return u.close
    ? sql`refunded = refunded + ${u.refunded}, status = 'refunded', closed_at = now()`
    : sql`refunded = refunded + ${u.refunded}`;
}

/** Records a transaction and updates its round, in one statement; answers the transaction's id. */
export async function recordTx(
  trx: QueryExecutorProvider,
  tx: {
    providerId: number;
    reference: string;
    roundId: number;
    type: TxRow['type'];
    amount: number;
    refundedReference?: string;
    moved: boolean;
    transferId: number | null;
    balanceAfter: number;
  },
  roundUpdate: RefundRoundUpdate,
): Promise<string> {
  const r = await sql<{ tx_id: number }>`
    with t as (
      insert into casino_transactions
        (provider_id, reference, round_id, type, amount, refunded_reference, moved, ledger_transfer_id, balance_after)
      values (${tx.providerId}, ${tx.reference}, ${tx.roundId}, ${tx.type}, ${tx.amount},
        ${tx.refundedReference ?? null}, ${tx.moved}, ${tx.transferId}, ${tx.balanceAfter})
      returning id
    )
    update casino_rounds set ${roundUpdateSql(roundUpdate)} where id = ${tx.roundId} returning (select id from t) as tx_id`.execute(
    trx,
  );
  return String(r.rows[0]?.tx_id);
}

export async function findRound(
  db: QueryExecutorProvider,
  providerId: number,
  roundRef: string,
): Promise<RoundRow | undefined> {
  const row = await sql<RoundRow>`
    select id, status, user_id, session_id, bet, refunded from casino_rounds
    where provider_id = ${providerId} and round_ref = ${roundRef}`.execute(db);
  return row.rows[0];
}

export async function closeOpenRound(db: QueryExecutorProvider, roundId: number): Promise<void> {
  await sql`update casino_rounds set status = 'closed', closed_at = now() where id = ${roundId} and status = 'open'`.execute(
    db,
  );
}

// ── casino_wallet(): the wallet's one write path ──

/** One row of casino_wallet()'s answer: a call's result (o_i: its 1-based position in the batch). */
export type WalletRow = {
  o_i: number;
  o_outcome: 'moved' | 'replayed' | 'rg';
  o_round_id: number;
  o_tx_id: number;
  o_win_tx_id: number | null;
  o_balance: number;
  o_rg: StakeGate | null;
  o_refusal: string | null;
  o_context: Record<string, unknown> | null;
  o_bulk: boolean;
};

/** Runs a batch of calls (p_calls, a JSON array of casino_wallet_call objects) in one statement. */
export async function callCasinoWallet(
  executor: QueryExecutorProvider,
  elements: string,
): Promise<WalletRow[]> {
  return (await sql<WalletRow>`select * from casino_wallet(${elements}::jsonb)`.execute(executor)).rows;
}
