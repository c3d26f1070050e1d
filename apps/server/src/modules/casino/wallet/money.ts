import type { QueryExecutorProvider } from 'kysely';
import { sql } from 'kysely';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { accounts, getUserBalances, INSUFFICIENT_FUNDS, type TransferKind, transfer } from '../../wallet';
import type { CasinoSession } from '../launch/casino-sessions';

export type Movement = 'debit' | 'credit' | 'refund';
const KIND: Record<Movement, TransferKind> = {
  debit: 'casino_debit',
  credit: 'casino_credit',
  refund: 'casino_refund',
};

/** Ledger idempotency key of a provider's movement: the ledger itself refuses to move it twice. */
export const ledgerKey = (providerId: number, reference: string) => `casino:${providerId}:${reference}`;

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
  ref: { providerId: number; reference: string; roundId: number; gameId: string },
): Promise<{ balanceAfter: number; transferId: number | null }> {
  const delta = movement === 'debit' ? -amount : amount;
  if (session.mode === 'free') {
    const row = await sql<{ play_balance: number }>`
      update casino_sessions set play_balance = play_balance + ${delta}
      where id = ${session.id} and play_balance + ${delta} >= 0 returning play_balance`.execute(trx);
    const balance = row.rows[0]?.play_balance;
    if (balance === undefined)
      throw new AppError(INSUFFICIENT_FUNDS, { status: 422, message: 'Saldo insuficiente.' });
    return { balanceAfter: Number(balance), transferId: null };
  }
  const userId = session.userId as number;
  const result = await transfer(
    platform,
    {
      idempotencyKey: ledgerKey(ref.providerId, ref.reference),
      kind: KIND[movement],
      userId,
      reference: `casino-round:${ref.roundId}`,
      metadata: { providerId: ref.providerId, gameId: ref.gameId, reference: ref.reference },
      lines: [
        { account: accounts.real(userId), amount: delta },
        { account: accounts.casino, amount: -delta },
      ],
    },
    { trx },
  );
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
  const row = await sql<{ play_balance: number }>`
    select play_balance from casino_sessions where id = ${session.id}`.execute(trx);
  return Number(row.rows[0]?.play_balance ?? 0);
}
