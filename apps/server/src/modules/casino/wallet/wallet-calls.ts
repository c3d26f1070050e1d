import { type QueryExecutorProvider, type RawBuilder, sql } from 'kysely';
import { AppError } from '../../../platform/errors';
import type { StakeGate } from '../../responsible-gaming';
import { type LedgerCall, ledgerCallSql } from './money';

/**
 * One seamless-wallet call as data: a debit, a credit or a round's bet and win (betWin). It runs as
 * its SQL function's statement (statementOf: casino_debit(), casino_credit(), casino_bet_win()) or as
 * one element of a batch (elementOf: casino_wallet_many(), migration 0507); both answer a CallAnswer.
 * Amounts in centavos; `a` is the first ledger transfer's arguments (the bet, the debit or the credit),
 * `b` the win's (betWin only); null for play money or a zero amount.
 */
export type WalletCall = {
  op: 'betWin' | 'debit' | 'credit';
  provider: number;
  /** The debit's or credit's reference; betWin: the bet's. */
  reference: string;
  /** betWin: the win's reference. */
  winReference?: string;
  roundRef: string;
  /** The real-money player, or null for play money (the free session's balance). */
  userId: number | null;
  sessionId: number;
  /** debit and betWin: the game of a round they open. */
  game?: string;
  /** The debit's or credit's amount; betWin: the bet. */
  amount: number;
  /** betWin: the win (0 for a loss). */
  win?: number;
  /** credit: close the round with it. */
  close?: boolean;
  /** Round fields to store (RoundExtra: a key present replaces the stored value). */
  round: object;
  /** debit and betWin: responsible gaming's stake gate runs at this time; null skips it. */
  rgNow: Date | null;
  a: LedgerCall | null;
  b: LedgerCall | null;
};

export type CallAnswer = {
  outcome: 'moved' | 'replayed' | 'rg';
  roundId: number;
  /** The debit's or credit's transaction; betWin: the bet's. */
  txId: number;
  /** betWin: the win's transaction. */
  winTxId: number | null;
  balance: number;
  rg: StakeGate | null;
};

/**
 * The statuses of the refusals the wallet functions raise as 'casino-wallet:<CODE>' (and
 * ledger_transfers_together() as 'ledger:IDEMPOTENCY_CONFLICT').
 */
const REFUSALS: Record<string, { status: number; message?: string }> = {
  INSUFFICIENT_FUNDS: { status: 422, message: 'Saldo insuficiente.' },
  IDEMPOTENCY_CONFLICT: { status: 409 },
  BET_REFUNDED: { status: 409 },
  ROUND_CLOSED: { status: 409 },
  ROUND_NOT_FOUND: { status: 404 },
};

/** The call's own statement: its wallet function with its arguments. */
export function statementOf(c: WalletCall): RawBuilder<unknown> {
  if (c.op === 'betWin')
    return sql`casino_bet_win(${c.provider}::int, ${c.reference}::text, ${c.winReference}::text,
      ${c.roundRef}::text, ${c.userId}::bigint, ${c.sessionId}::bigint, ${c.game}::text,
      ${c.amount}::bigint, ${c.win}::bigint, ${JSON.stringify(c.round)}::jsonb, ${c.rgNow}::timestamptz,
      ${ledgerCallSql(c.a)}, ${ledgerCallSql(c.b)})`;
  if (c.op === 'debit')
    return sql`casino_debit(${c.provider}::int, ${c.reference}::text, ${c.roundRef}::text,
      ${c.userId}::bigint, ${c.sessionId}::bigint, ${c.game}::text, ${c.amount}::bigint,
      ${JSON.stringify(c.round)}::jsonb, ${c.rgNow}::timestamptz, ${ledgerCallSql(c.a)})`;
  return sql`casino_credit(${c.provider}::int, ${c.reference}::text, ${c.roundRef}::text,
    ${c.userId}::bigint, ${c.sessionId}::bigint, ${c.amount}::bigint, ${c.close === true}::boolean,
    ${JSON.stringify(c.round)}::jsonb, ${ledgerCallSql(c.a)})`;
}

type FunctionRow = {
  o_outcome: CallAnswer['outcome'];
  o_round_id: number;
  o_tx_id?: number;
  o_bet_tx_id?: number;
  o_win_tx_id?: number | null;
  o_balance: number;
  o_rg?: StakeGate | null;
};

/** A wallet function's row (or a batch row) as a CallAnswer. */
export function answerOfRow(row: FunctionRow): CallAnswer {
  return {
    outcome: row.o_outcome,
    roundId: Number(row.o_round_id),
    txId: Number(row.o_tx_id ?? row.o_bet_tx_id),
    winTxId: row.o_win_tx_id == null ? null : Number(row.o_win_tx_id),
    balance: Number(row.o_balance),
    rg: row.o_rg ?? null,
  };
}

/**
 * Runs the call's own statement; its refusals become the seeds' error codes (nothing was written).
 */
export async function runCall(executor: QueryExecutorProvider, c: WalletCall): Promise<CallAnswer> {
  try {
    return answerOfRow((await sql<FunctionRow>`select * from ${statementOf(c)}`.execute(executor)).rows[0]!);
  } catch (error) {
    const e = error as { message?: unknown; detail?: unknown };
    const code =
      typeof e.message === 'string' ? /^(?:casino-wallet|ledger):([A-Z_]+)$/.exec(e.message)?.[1] : undefined;
    const refusal = code ? REFUSALS[code] : undefined;
    if (!(code && refusal)) throw error;
    const context = typeof e.detail === 'string' && e.detail ? JSON.parse(e.detail) : {};
    throw new AppError(code, {
      status: refusal.status,
      ...(refusal.message ? { message: refusal.message } : {}),
      ...(Object.keys(context).length > 0 ? { context } : {}),
    });
  }
}

/** The ledger call with its system-account lines on `shard` (a batch takes one shard of the casino). */
function onShard(call: LedgerCall | null, shard: number): LedgerCall | null {
  if (!call) return null;
  return { ...call, shards: call.users.map((u, i) => (u === 0 ? shard : call.shards[i]!)) };
}

/** The call as an element of casino_wallet_many()'s p_calls (a casino_wallet_call object). */
export function elementOf(c: WalletCall, shard: number) {
  const ledger = (prefix: 'a' | 'b', call: LedgerCall | null) => {
    const l = onShard(call, shard);
    return {
      [`${prefix}_key`]: l?.key ?? null,
      [`${prefix}_kind`]: l?.kind ?? null,
      [`${prefix}_fingerprint`]: l?.fingerprint ?? null,
      [`${prefix}_metadata`]: l?.metadata ?? null,
      [`${prefix}_kinds`]: l?.kinds ?? null,
      [`${prefix}_users`]: l?.users ?? null,
      [`${prefix}_shards`]: l?.shards ?? null,
      [`${prefix}_amounts`]: l?.amounts ?? null,
    };
  };
  return {
    op: c.op,
    provider: c.provider,
    reference: c.reference,
    win_reference: c.winReference ?? null,
    round_ref: c.roundRef,
    user_id: c.userId,
    session_id: c.sessionId,
    game: c.game ?? null,
    amount: c.amount,
    win: c.win ?? null,
    close: c.close ?? null,
    round: c.round,
    rg_now: c.rgNow?.toISOString() ?? null,
    ...ledger('a', c.a),
    ...ledger('b', c.b),
  };
}
