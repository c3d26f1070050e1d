import { createHash } from 'node:crypto';
import type { QueryExecutorProvider } from 'kysely';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type AccountRef, accountKey, ownerOf, refOf } from './accounts';
import { callLedgerTransfer, readTransferEntries } from './ledger.repository';

/** What a movement is, for history and reports; free to extend. */
export type TransferKind =
  | 'pix_deposit'
  | 'withdrawal_reserve'
  | 'withdrawal_paid'
  | 'withdrawal_released'
  | 'bet_placed'
  | 'bet_settled'
  | 'bet_cancelled'
  | 'bet_rollback'
  | 'casino_debit'
  | 'casino_credit'
  | 'casino_refund'
  | 'bonus_granted'
  | 'bonus_released'
  | 'adjustment';

export type TransferLine = {
  account: AccountRef /** integer centavos; + credits, - debits */;
  amount: number;
};

export type TransferInput = {
  /** Unique per movement (Pix endToEndId, bet slip id, casino round ref, payout id): a replay moves nothing. */
  idempotencyKey: string;
  kind: TransferKind;
  /** At least two lines summing to zero; one line per account. */
  lines: TransferLine[];
  /** The user whose history this belongs to. */
  userId?: number;
  /** The business object behind it (deposit id, bet id ...). */
  reference?: string;
  metadata?: Record<string, unknown>;
  /**
   * Picks the shard of the system accounts (default: the idempotency key). Transfers made in one
   * database transaction must share it: two transactions taking two shards each could take them in
   * opposite orders and deadlock.
   */
  shardKey?: string;
};

export type TransferEntry = { account: AccountRef; amount: number; balanceAfter: number };

export type TransferResult = {
  transferId: number;
  /** True when the idempotency key had already moved money: nothing moved this time. */
  replayed: boolean;
  createdAt: Date;
  entries: TransferEntry[];
};

/** Run the transfer inside the caller's transaction (betting, casino): then the caller commits it. */
export type TransferOptions = { trx?: QueryExecutorProvider };

export const INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS';

/**
 * The only way money moves. One database statement (the `ledger_transfer` function, inside the caller's
 * transaction or on its own) that creates the touched accounts on first use, takes their row locks in id
 * order (so two transfers never deadlock), refuses to take a user account below zero (the CHECK
 * constraint is the last line of defence), inserts the immutable transfer and its entries and updates the
 * balances. The idempotency key has a unique index: a replay returns the first result and moves nothing;
 * a replay with different lines is a 409. Insufficient funds write nothing and leave the caller's
 * transaction usable.
 */
export async function transfer(
  platform: Platform,
  input: TransferInput,
  options: TransferOptions = {},
): Promise<TransferResult> {
  const args = ledgerTransferArgs(input);
  const { lines, fingerprint } = args;
  const executor = options.trx ?? platform.db;
  const r = await callLedgerTransfer(executor, {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    fingerprint,
    userId: input.userId ?? null,
    reference: input.reference ?? null,
    metadata: input.metadata ?? {},
    kinds: args.kinds,
    users: args.users,
    shards: args.shards,
    amounts: args.amounts,
  });
  if (r.o_outcome === 'insufficient') {
    throw new AppError(INSUFFICIENT_FUNDS, {
      status: 422,
      message: 'Saldo insuficiente.',
      context: { account: r.o_short_kind, missing: -Number(r.o_short_balance) / 100 },
    });
  }
  if (r.o_fingerprint !== fingerprint) {
    throw new AppError('IDEMPOTENCY_CONFLICT', { context: { idempotencyKey: input.idempotencyKey } });
  }
  if (r.o_outcome === 'replayed') return replayOf(executor, r.o_transfer_id!, new Date(r.o_created_at!));
  const balances = (r.o_balances ?? []).map(Number);
  const result: TransferResult = {
    transferId: Number(r.o_transfer_id),
    replayed: false,
    createdAt: new Date(r.o_created_at!),
    entries: lines.map((l, i) => ({ account: l.account, amount: l.amount, balanceAfter: balances[i]! })),
  };
  if (!options.trx) publishBalanceChanges(platform, result);
  return result;
}

/**
 * A transfer checked and laid out as `ledger_transfer()`'s arguments (lines merged and checked, the
 * fingerprint, each line's account kind, owner, shard and amount), for a module whose own SQL function
 * calls `ledger_transfer()` in the same statement as its rows (the casino's seamless wallet). The
 * caller refuses 'insufficient' and, on 'replayed', compares o_fingerprint as `transfer` does.
 */
export function ledgerTransferArgs(input: TransferInput) {
  const lines = normalizeLines(input);
  const shard = systemShardOf(input.shardKey ?? input.idempotencyKey);
  return {
    lines,
    fingerprint: fingerprintOf(input.kind, lines),
    kinds: lines.map((l) => l.account.kind),
    users: lines.map((l) => ownerOf(l.account)),
    shards: lines.map((l) => ('userId' in l.account ? 0 : shard)),
    amounts: lines.map((l) => l.amount),
  };
}

/** Tells listeners (header balance streams, limits) which users' balances moved. */
export function publishBalanceChanges(platform: Platform, result: TransferResult) {
  const users = new Set(result.entries.map((e) => ownerOf(e.account)).filter((id) => id !== 0));
  for (const userId of users)
    platform.bus.publish(`wallet.balance.${userId}`, { userId, transferId: result.transferId });
}

function normalizeLines(input: TransferInput): TransferLine[] {
  if (!input.idempotencyKey || input.idempotencyKey.length > 200)
    throw new Error('ledger: idempotencyKey must be 1-200 characters');
  const merged = new Map<string, TransferLine>();
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.amount)) throw new Error(`ledger: amount ${line.amount} is not centavos`);
    if ('userId' in line.account && !(Number.isSafeInteger(line.account.userId) && line.account.userId > 0))
      throw new Error('ledger: user accounts need a positive userId');
    const key = accountKey(line.account);
    const prev = merged.get(key);
    merged.set(key, { account: line.account, amount: (prev?.amount ?? 0) + line.amount });
  }
  const lines = [...merged.values()].filter((l) => l.amount !== 0);
  if (lines.length < 2) throw new Error('ledger: a transfer needs two accounts with non-zero amounts');
  if (lines.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error('ledger: lines must sum to zero');
  return lines;
}

/** Spreads system-account rows (house, clearing ...) over 16 shards: FNV-1a of the shard key. */
export const SYSTEM_SHARDS = 16;
function systemShardOf(key: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % SYSTEM_SHARDS;
}

function fingerprintOf(kind: string, lines: TransferLine[]) {
  const canonical = lines
    .map((l) => `${accountKey(l.account)}=${l.amount}`)
    .sort()
    .join(';');
  return createHash('sha256').update(`${kind}|${canonical}`).digest('base64url');
}

async function replayOf(
  db: QueryExecutorProvider,
  transferId: number,
  createdAt: Date,
): Promise<TransferResult> {
  const entries = await readTransferEntries(db, transferId);
  return {
    transferId: Number(transferId),
    replayed: true,
    createdAt,
    entries: entries.map((e) => ({
      account: refOf(e.kind, e.user_id),
      amount: e.amount,
      balanceAfter: e.balance_after,
    })),
  };
}
