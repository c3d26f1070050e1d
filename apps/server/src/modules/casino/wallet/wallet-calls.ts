import type { QueryExecutorProvider } from 'kysely';
import { AppError } from '../../../platform/errors';
import type { StakeGate } from '../../responsible-gaming';
import type { LedgerCall } from './money';
import { callCasinoWallet, type WalletRow } from './wallet.repository';

/**
 * One seamless-wallet call as data: a debit, a credit or a round's bet and win (betWin). It runs as one
 * element of a batch of casino_wallet() (runCalls; a call alone is a batch of one, runCall), which
 * answers it a CallAnswer or a refusal.
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
 * The statuses of the refusals casino_wallet() answers per call (raised inside as 'casino-wallet:<CODE>',
 * and by the ledger as 'ledger:IDEMPOTENCY_CONFLICT').
 */
const REFUSALS: Record<string, { status: number; message?: string }> = {
  INSUFFICIENT_FUNDS: { status: 422, message: 'Saldo insuficiente.' },
  IDEMPOTENCY_CONFLICT: { status: 409 },
  BET_REFUNDED: { status: 409 },
  ROUND_CLOSED: { status: 409 },
  ROUND_NOT_FOUND: { status: 404 },
};

/** A call's result in its batch: its answer (and whether it was written set-wise), or its refusal. */
export type CallResult = { answer: CallAnswer; bulk: boolean } | { refusal: Error };

/** A refusal's code as the seeds' error (nothing of the call was written). */
function refusalOf(code: string, context: Record<string, unknown> | null): Error {
  const refusal = REFUSALS[code];
  if (!refusal) return new Error(`casino wallet: unexpected refusal ${code}`);
  return new AppError(code, {
    status: refusal.status,
    ...(refusal.message ? { message: refusal.message } : {}),
    ...(context && Object.keys(context).length > 0 ? { context } : {}),
  });
}

function resultOf(row: WalletRow | undefined): CallResult {
  if (!row) return { refusal: new Error('casino wallet: a call without an answer') };
  if (row.o_refusal) return { refusal: refusalOf(row.o_refusal, row.o_context) };
  return {
    bulk: row.o_bulk,
    answer: {
      outcome: row.o_outcome,
      roundId: Number(row.o_round_id),
      txId: Number(row.o_tx_id),
      winTxId: row.o_win_tx_id == null ? null : Number(row.o_win_tx_id),
      balance: Number(row.o_balance),
      rg: row.o_rg ?? null,
    },
  };
}

/**
 * The calls in one statement, casino_wallet(): the wallet's one write path (a single call is a batch of
 * one). Each call gets its own result, in order; `shard` puts the system-account lines of all the calls
 * on one shard of the casino account (a batcher's slot), else each call keeps its own. An error other
 * than a refusal rejects the whole batch, and nothing of it was written.
 */
export async function runCalls(
  executor: QueryExecutorProvider,
  calls: WalletCall[],
  shard: number | null = null,
): Promise<CallResult[]> {
  const elements = JSON.stringify(calls.map((c) => elementOf(c, shard)));
  const rows = await callCasinoWallet(executor, elements);
  const byCall = new Map(rows.map((r) => [Number(r.o_i), r]));
  return calls.map((_, i) => resultOf(byCall.get(i + 1)));
}

/** One call, a batch of one: its answer, or its refusal thrown. */
export async function runCall(executor: QueryExecutorProvider, c: WalletCall): Promise<CallAnswer> {
  const result = (await runCalls(executor, [c]))[0]!;
  if ('refusal' in result) throw result.refusal;
  return result.answer;
}

/** The ledger call with its system-account lines on `shard` (a batch takes one shard of the casino). */
function onShard(call: LedgerCall | null, shard: number | null): LedgerCall | null {
  if (!call || shard === null) return call;
  return { ...call, shards: call.users.map((u, i) => (u === 0 ? shard : call.shards[i]!)) };
}

/** The call as an element of casino_wallet()'s p_calls (a casino_wallet_call object). */
function elementOf(c: WalletCall, shard: number | null) {
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
