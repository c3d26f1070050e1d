import { createHash } from 'node:crypto';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type AccountRef, accountKey, isUserAccountKind, ownerOf, refOf } from './accounts';

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

const accountIds = new WeakMap<object, Map<string, number>>();

/**
 * The only way money moves. One database transaction (the caller's, or its own) that takes the
 * touched accounts' row locks in id order (so two transfers never deadlock), refuses to take a user
 * account below zero (the CHECK constraint is the last line of defence), inserts the immutable transfer
 * and its entries and updates the balances. The idempotency key has a unique index: a replay returns
 * the first result and moves nothing; a replay with different lines is a 409.
 */
export async function transfer(
  platform: Platform,
  input: TransferInput,
  options: TransferOptions = {},
): Promise<TransferResult> {
  const lines = normalizeLines(input);
  const fingerprint = fingerprintOf(input.kind, lines);
  if (options.trx) return move(options.trx, platform, input, lines, fingerprint, false);
  await ensureAccounts(platform, lines);
  const result = await platform.db
    .transaction()
    .execute((trx) => move(trx, platform, input, lines, fingerprint, true));
  if (!result.replayed) publishBalanceChanges(platform, result);
  return result;
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

function fingerprintOf(kind: string, lines: TransferLine[]) {
  const canonical = lines
    .map((l) => `${accountKey(l.account)}=${l.amount}`)
    .sort()
    .join(';');
  return createHash('sha256').update(`${kind}|${canonical}`).digest('base64url');
}

async function ensureAccounts(platform: Platform, lines: TransferLine[]) {
  const cache = cacheFor(platform);
  const missing = lines.filter((l) => !cache.has(accountKey(l.account)));
  if (missing.length === 0) return;
  const rows = await upsertAccounts(platform.db, missing);
  for (const r of rows) cache.set(`${r.kind}:${r.user_id}`, r.id);
}

function cacheFor(platform: Platform) {
  let cache = accountIds.get(platform.database);
  if (!cache) {
    cache = new Map();
    accountIds.set(platform.database, cache);
  }
  return cache;
}

async function upsertAccounts(db: QueryExecutorProvider, lines: TransferLine[]) {
  const values = sql.join(lines.map((l) => sql`(${l.account.kind}, ${ownerOf(l.account)}::bigint)`));
  await sql`insert into ledger_accounts (kind, user_id) values ${values} on conflict do nothing`.execute(db);
  const wanted = sql.join(lines.map((l) => sql`(${l.account.kind}, ${ownerOf(l.account)}::bigint)`));
  const found = await sql<{ id: number; kind: string; user_id: number }>`
    select id, kind, user_id from ledger_accounts where (kind, user_id) in (${wanted})`.execute(db);
  return found.rows;
}

type LockedAccount = { id: number; kind: string; user_id: number; balance: number };

async function move(
  trx: QueryExecutorProvider,
  platform: Platform,
  input: TransferInput,
  lines: TransferLine[],
  fingerprint: string,
  cached: boolean,
): Promise<TransferResult> {
  const earlier = await replayOf(trx, input.idempotencyKey, fingerprint);
  if (earlier) return earlier;

  let ids: number[];
  if (cached) {
    const cache = cacheFor(platform);
    ids = lines.map((l) => cache.get(accountKey(l.account))!);
  } else {
    ids = (await upsertAccounts(trx, lines)).map((r) => r.id);
  }
  // Fixed lock order (ascending id): concurrent transfers over the same accounts queue, never deadlock.
  const locked = await sql<LockedAccount>`
    select id, kind, user_id, balance from ledger_accounts
    where id in (${sql.join(ids)}) order by id for update`.execute(trx);
  const byKey = new Map(locked.rows.map((a) => [`${a.kind}:${a.user_id}`, a]));
  const entries = lines.map((l) => {
    const a = byKey.get(accountKey(l.account));
    if (!a) throw new Error(`ledger: account ${accountKey(l.account)} missing`);
    return { account: l.account, id: a.id, amount: l.amount, balanceAfter: a.balance + l.amount };
  });
  const short = entries.find((e) => isUserAccountKind(e.account.kind) && e.balanceAfter < 0);
  if (short) {
    throw new AppError(INSUFFICIENT_FUNDS, {
      status: 422,
      message: 'Saldo insuficiente.',
      context: { account: short.account.kind, missing: -short.balanceAfter / 100 },
    });
  }

  const inserted = await sql<{ id: number; created_at: Date }>`
    insert into ledger_transfers (idempotency_key, kind, fingerprint, user_id, reference, metadata)
    values (${input.idempotencyKey}, ${input.kind}, ${fingerprint}, ${input.userId ?? null},
            ${input.reference ?? null}, ${JSON.stringify(input.metadata ?? {})}::jsonb)
    on conflict (idempotency_key) do nothing
    returning id, created_at`.execute(trx);
  const row = inserted.rows[0];
  if (!row) {
    // A concurrent transfer with the same key committed first: answer its result, move nothing.
    const first = await replayOf(trx, input.idempotencyKey, fingerprint);
    if (!first) throw new Error('ledger: idempotency key vanished');
    return first;
  }
  const newBalances = sql.join(entries.map((e) => sql`(${e.id}::bigint, ${e.balanceAfter}::bigint)`));
  await sql`
    update ledger_accounts as a set balance = v.balance
    from (values ${newBalances}) as v (id, balance) where a.id = v.id`.execute(trx);
  const entryRows = sql.join(
    entries.map(
      (e) => sql`(${row.id}::bigint, ${e.id}::bigint, ${e.amount}::bigint, ${e.balanceAfter}::bigint)`,
    ),
  );
  await sql`
    insert into ledger_entries (transfer_id, account_id, amount, balance_after) values ${entryRows}`.execute(
    trx,
  );
  return {
    transferId: row.id,
    replayed: false,
    createdAt: new Date(row.created_at),
    entries: entries.map(({ account, amount, balanceAfter }) => ({ account, amount, balanceAfter })),
  };
}

async function replayOf(
  trx: QueryExecutorProvider,
  key: string,
  fingerprint: string,
): Promise<TransferResult | undefined> {
  const found = await sql<{ id: number; fingerprint: string; created_at: Date }>`
    select id, fingerprint, created_at from ledger_transfers where idempotency_key = ${key}`.execute(trx);
  const t = found.rows[0];
  if (!t) return undefined;
  if (t.fingerprint !== fingerprint) {
    throw new AppError('IDEMPOTENCY_CONFLICT', { context: { idempotencyKey: key } });
  }
  const entries = await sql<{ kind: string; user_id: number; amount: number; balance_after: number }>`
    select a.kind, a.user_id, e.amount, e.balance_after
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.transfer_id = ${t.id} order by e.id`.execute(trx);
  return {
    transferId: t.id,
    replayed: true,
    createdAt: new Date(t.created_at),
    entries: entries.rows.map((e) => ({
      account: refOf(e.kind, e.user_id),
      amount: e.amount,
      balanceAfter: e.balance_after,
    })),
  };
}
