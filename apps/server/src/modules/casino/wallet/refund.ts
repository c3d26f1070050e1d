import { type QueryExecutorProvider, sql, type Transaction } from 'kysely';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { CasinoSession } from '../launch/casino-sessions';
import { type Movement, moveMoney, publishCasinoBalance, walletBalance } from './money';
import type { WalletAnswer, WalletOptions } from './seamless-wallet';

/**
 * The seamless wallet's rarer calls, refund (rollback) and end round, as a few statements in one
 * transaction (debit and credit, the hot path, are one statement each: seamless-wallet.ts).
 */
type RoundRow = {
  id: number;
  status: 'open' | 'closed' | 'refunded';
  user_id: number | null;
  session_id: number;
  bet: number;
  refunded: number;
};
type TxRow = { id: number; type: Movement; amount: number; balance_after: number; round_id: number | null };

const err = (code: string, status: number, context?: Record<string, unknown>) =>
  new AppError(code, { status, ...(context ? { context } : {}) });

function assertOwner(session: CasinoSession, round: RoundRow) {
  const same = session.mode === 'real' ? round.user_id === session.userId : round.session_id === session.id;
  if (!same) throw err('ROUND_NOT_FOUND', 404);
}

async function inTransaction<T>(
  platform: Platform,
  options: WalletOptions,
  work: (trx: Transaction<object>) => Promise<T>,
): Promise<T> {
  if (options.trx) return work(options.trx);
  return platform.db.transaction().execute(work);
}

function replay(existing: TxRow, type: Movement, amount: number, roundId: number): WalletAnswer {
  if (existing.type !== type || Number(existing.amount) !== amount || existing.round_id !== roundId) {
    throw err('IDEMPOTENCY_CONFLICT', 409, { transactionId: existing.id });
  }
  return {
    balance: Number(existing.balance_after),
    operatorTransactionId: String(existing.id),
    replayed: true,
    roundId,
  };
}

export async function existingTx(trx: QueryExecutorProvider, providerId: number, reference: string) {
  const r = await sql<TxRow>`
    select id, type, amount, balance_after, round_id from casino_transactions
    where provider_id = ${providerId} and reference = ${reference}`.execute(trx);
  return r.rows[0];
}

async function record(
  trx: QueryExecutorProvider,
  tx: {
    providerId: number;
    reference: string;
    roundId: number;
    type: Movement;
    amount: number;
    refundedReference?: string;
    moved: boolean;
    transferId: number | null;
    balanceAfter: number;
  },
  roundUpdate: ReturnType<typeof sql>,
) {
  const r = await sql<{ tx_id: number }>`
    with t as (
      insert into casino_transactions
        (provider_id, reference, round_id, type, amount, refunded_reference, moved, ledger_transfer_id, balance_after)
      values (${tx.providerId}, ${tx.reference}, ${tx.roundId}, ${tx.type}, ${tx.amount},
        ${tx.refundedReference ?? null}, ${tx.moved}, ${tx.transferId}, ${tx.balanceAfter})
      returning id
    )
    update casino_rounds set ${roundUpdate} where id = ${tx.roundId} returning (select id from t) as tx_id`.execute(
    trx,
  );
  return String(r.rows[0]?.tx_id);
}

/**
 * Refund (rollback) of one debit. A refund of a debit that never arrived is acknowledged with no
 * movement, and that debit is refused if it arrives later; a second refund of the same debit moves
 * nothing; a refund after the round closed with a win is refused (ROUND_CLOSED).
 */
export async function refund(
  platform: Platform,
  session: CasinoSession,
  m: { reference: string; refundedReference: string; roundRef: string; gameId: string },
  options: WalletOptions = {},
): Promise<WalletAnswer> {
  const providerId = session.providerId;
  let moved = false;
  const answer = await inTransaction(platform, options, async (trx) => {
    const created = await sql<RoundRow>`
      insert into casino_rounds (provider_id, round_ref, user_id, session_id, game_id)
      values (${providerId}, ${m.roundRef}, ${session.userId}, ${session.id}, ${m.gameId})
      on conflict (provider_id, round_ref) do update set provider_id = excluded.provider_id
      returning id, status, user_id, session_id, bet, refunded`.execute(trx);
    const round = created.rows[0]!;
    assertOwner(session, round);
    const existing = await existingTx(trx, providerId, m.reference);
    if (existing) return { ...replay(existing, 'refund', Number(existing.amount), round.id) };
    const bet = (
      await sql<{ id: number; amount: number; refunded: boolean; round_id: number }>`
        select id, amount, refunded, round_id from casino_transactions
        where provider_id = ${providerId} and reference = ${m.refundedReference} and type = 'debit'
        for update`.execute(trx)
    ).rows[0];
    const acknowledge = async () => {
      const balanceAfter = await walletBalance(platform, session, trx);
      const unknownRound = Number(round.bet) === 0;
      const txId = await record(
        trx,
        {
          providerId,
          reference: m.reference,
          roundId: round.id,
          type: 'refund',
          amount: 0,
          refundedReference: m.refundedReference,
          moved: false,
          transferId: null,
          balanceAfter,
        },
        unknownRound && round.status === 'open'
          ? sql`status = 'refunded', closed_at = now()`
          : sql`refunded = refunded`,
      );
      return { balance: balanceAfter, operatorTransactionId: txId, roundId: round.id } as WalletAnswer;
    };
    if (!bet || bet.round_id !== round.id || bet.refunded) return acknowledge();
    if (round.status === 'closed') throw err('ROUND_CLOSED', 409);
    const amount = Number(bet.amount);
    const money = await moveMoney(platform, trx, session, 'refund', amount, {
      providerId,
      reference: m.reference,
      roundId: round.id,
      gameId: m.gameId,
    });
    moved = true;
    await sql`update casino_transactions set refunded = true where id = ${bet.id}`.execute(trx);
    const allRefunded = Number(round.refunded) + amount >= Number(round.bet);
    const txId = await record(
      trx,
      {
        providerId,
        reference: m.reference,
        roundId: round.id,
        type: 'refund',
        amount,
        refundedReference: m.refundedReference,
        moved: true,
        transferId: money.transferId,
        balanceAfter: money.balanceAfter,
      },
      allRefunded
        ? sql`refunded = refunded + ${amount}, status = 'refunded', closed_at = now()`
        : sql`refunded = refunded + ${amount}`,
    );
    return { balance: money.balanceAfter, operatorTransactionId: txId, roundId: round.id } as WalletAnswer;
  });
  if (moved && !options.trx && !answer.replayed) publishCasinoBalance(platform, session);
  return answer;
}

/** End round: no more movements on it. Idempotent; unknown rounds are ROUND_NOT_FOUND. */
export async function endRound(
  platform: Platform,
  session: CasinoSession,
  roundRef: string,
): Promise<WalletAnswer> {
  const row = await sql<RoundRow>`
    select id, status, user_id, session_id, bet, refunded from casino_rounds
    where provider_id = ${session.providerId} and round_ref = ${roundRef}`.execute(platform.db);
  const round = row.rows[0];
  if (!round) throw err('ROUND_NOT_FOUND', 404);
  assertOwner(session, round);
  if (round.status === 'open') {
    await sql`update casino_rounds set status = 'closed', closed_at = now() where id = ${round.id} and status = 'open'`.execute(
      platform.db,
    );
  }
  return { balance: await walletBalance(platform, session), roundId: round.id };
}
