import type { QueryExecutorProvider } from 'kysely';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import {
  accounts,
  getUserBalances,
  INSUFFICIENT_FUNDS,
  ledgerTransferArgs,
  type TransferInput,
  type TransferKind,
  transfer,
} from '../../wallet';
import type { CasinoSession } from '../launch/casino-sessions';
import { addPlayBalance, playBalance } from './wallet.repository';

export type Movement = 'debit' | 'credit' | 'refund';
const KIND: Record<Movement, TransferKind> = {
  debit: 'casino_debit',
  credit: 'casino_credit',
  refund: 'casino_refund',
};

/** Ledger idempotency key of a provider's movement: the ledger itself refuses to move it twice. */
export const ledgerKey = (providerId: number, reference: string) => `casino:${providerId}:${reference}`;

type MoveRef = { providerId: number; reference: string; roundId: number; gameId: string };

/** The ledger transfer of a real-money movement (user_real ↔ casino), keyed by the provider's reference. */
function ledgerTransferOf(
  userId: number,
  movement: Movement,
  amount: number,
  ref: Omit<MoveRef, 'roundId'>,
): TransferInput {
  const delta = movement === 'debit' ? -amount : amount;
  return {
    idempotencyKey: ledgerKey(ref.providerId, ref.reference),
    kind: KIND[movement],
    userId,
    metadata: { providerId: ref.providerId, gameId: ref.gameId, reference: ref.reference },
    // one casino shard per player: a round's bet and win in one transaction take the same shard row
    shardKey: `casino:player:${userId}`,
    lines: [
      { account: accounts.real(userId), amount: delta },
      { account: accounts.casino, amount: -delta },
    ],
  };
}

/** A real-money movement's ledger_transfer() arguments, as casino_debit() / casino_credit() take them. */
export type LedgerCall = {
  key: string;
  kind: string;
  fingerprint: string;
  metadata: Record<string, unknown>;
  kinds: string[];
  users: number[];
  shards: number[];
  amounts: number[];
};

/**
 * The ledger_transfer() arguments of a movement (key, kind, fingerprint, metadata, kinds, users, shards,
 * amounts), or null for play money or a zero amount (nothing moves on the ledger).
 */
export function ledgerCallOf(
  session: CasinoSession,
  movement: Movement,
  amount: number,
  ref: Omit<MoveRef, 'roundId'>,
): LedgerCall | null {
  if (session.mode !== 'real' || amount === 0) return null;
  const input = ledgerTransferOf(session.userId as number, movement, amount, ref);
  const a = ledgerTransferArgs(input);
  return {
    key: input.idempotencyKey,
    kind: input.kind,
    fingerprint: a.fingerprint,
    metadata: input.metadata ?? {},
    kinds: a.kinds,
    users: a.users,
    shards: a.shards,
    amounts: a.amounts,
  };
}

/**
 * Moves `amount` centavos between the session's wallet and the casino: real money through the
 * ledger (user_real ↔ casino, in the caller's transaction), play money on the free session's own
 * balance. Answers the wallet balance after the movement; INSUFFICIENT_FUNDS (422) moves nothing.
 */
export async function moveMoney(
  platform: Platform,
  trx: QueryExecutorProvider,
  session: CasinoSession,
  movement: Movement,
  amount: number,
  ref: MoveRef,
): Promise<{ balanceAfter: number; transferId: number | null }> {
  const delta = movement === 'debit' ? -amount : amount;
  if (session.mode === 'free') {
    const balance = await addPlayBalance(trx, session.id, delta);
    if (balance === undefined)
      throw new AppError(INSUFFICIENT_FUNDS, { status: 422, message: 'Saldo insuficiente.' });
    return { balanceAfter: Number(balance), transferId: null };
  }
  const input = ledgerTransferOf(session.userId as number, movement, amount, ref);
  const result = await transfer(platform, { ...input, reference: `casino-round:${ref.roundId}` }, { trx });
  const mine = result.entries.find((e) => e.account.kind === 'user_real');
  return { balanceAfter: Number(mine?.balanceAfter ?? 0), transferId: result.transferId };
}

/** The balance a game shows: the real wallet, or the free session's play money. */
export async function walletBalance(
  platform: Platform,
  session: CasinoSession,
  trx: QueryExecutorProvider = platform.db,
): Promise<number> {
  if (session.mode === 'real')
    return (await getUserBalances(platform, session.userId as number, { trx })).real;
  return Number((await playBalance(trx, session.id)) ?? 0);
}

/** Tells the header balance (wallet.balance.<userId>) that money moved; callers with a trx do it after commit. */
export function publishCasinoBalance(platform: Platform, session: CasinoSession) {
  if (session.mode === 'real')
    platform.bus.publish(`wallet.balance.${session.userId}`, { userId: session.userId });
}
