import type { Transaction } from 'kysely';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { CasinoSession } from '../launch/casino-sessions';
import { type Movement, moveMoney, publishCasinoBalance, walletBalance } from './money';
import type { WalletAnswer, WalletOptions } from './seamless-wallet';
import {
  closeOpenRound,
  existingTx,
  findDebitForUpdate,
  findRound,
  markDebitRefunded,
  type RoundRow,
  recordTx,
  type TxRow,
  upsertRound,
} from './wallet.repository';

export { existingTx };

/**
 * The seamless wallet's rarer calls, refund (rollback) and end round, as a few statements in one
 * transaction (debit and credit, the hot path, are one statement each: seamless-wallet.ts).
 */
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
    const round = await upsertRound(trx, {
      providerId,
      roundRef: m.roundRef,
      userId: session.userId,
      sessionId: session.id,
      gameId: m.gameId,
    });
    assertOwner(session, round);
    const existing = await existingTx(trx, providerId, m.reference);
    if (existing) return { ...replay(existing, 'refund', Number(existing.amount), round.id) };
    const bet = await findDebitForUpdate(trx, providerId, m.refundedReference);
    const acknowledge = async () => {
      const balanceAfter = await walletBalance(platform, session, trx);
      const unknownRound = Number(round.bet) === 0;
      const txId = await recordTx(
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
        { refunded: null, close: unknownRound && round.status === 'open' },
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
    await markDebitRefunded(trx, bet.id);
    const allRefunded = Number(round.refunded) + amount >= Number(round.bet);
    const txId = await recordTx(
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
      { refunded: amount, close: allRefunded },
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
  const round = await findRound(platform.db, session.providerId, roundRef);
  if (!round) throw err('ROUND_NOT_FOUND', 404);
  assertOwner(session, round);
  if (round.status === 'open') {
    await closeOpenRound(platform.db, round.id);
  }
  return { balance: await walletBalance(platform, session), roundId: round.id };
}
