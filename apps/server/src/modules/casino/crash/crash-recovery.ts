import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { type CasinoSession, sessionById } from '../launch/casino-sessions';
import { publishCasinoBalance, refund } from '../wallet/seamless-wallet';
import {
  cancelUnfinishedRounds,
  markBetRefunded,
  type OpenBetRow as OpenBet,
  selectOpenBetsOfCancelledRounds,
} from './crash.repository';
import { crashRoundRef } from './crash-bets';

export type CrashRecovery = {
  /** Rounds found betting or running, now cancelled. */
  cancelledRounds: number[];
  /** Open bets refunded (centavos back to the wallet that paid them). */
  refundedBets: number;
  /** Open bets that could not be refunded this time (logged; the next start tries again). */
  failedBets: number;
};

/**
 * What a crash loop does before its first round: the rounds a previous loop left unfinished (its node
 * stopped, or lost the leadership, mid-round) are cancelled, then every bet still open on a cancelled
 * round is refunded through the seamless wallet's refund path, each with its bet row in one
 * transaction. Idempotent: a refunded bet is no longer open, and the refund's reference is fixed, so
 * a second run moves nothing. A bet already settled (cashed out, or lost at the crash) is not open and
 * keeps its result. Cancelling first means a bet the stopped node still tries to place on such a round
 * is refused (debitCrashBet takes the round's row for share and wants it betting).
 */
export async function recoverCrashRounds(platform: Platform): Promise<CrashRecovery> {
  const cancelledRounds = await cancelUnfinishedRounds(platform.db);
  const open = await selectOpenBetsOfCancelledRounds(platform.db);
  let refundedBets = 0;
  let failedBets = 0;
  for (const bet of open) {
    try {
      if (await refundCrashBet(platform, bet)) refundedBets += 1;
    } catch (error) {
      failedBets += 1;
      platform.log.error({ err: error, crashBetId: Number(bet.id) }, 'crash recovery: refund failed');
    }
  }
  if (cancelledRounds.length > 0 || open.length > 0)
    platform.log.warn(
      { cancelledRounds, refundedBets, failedBets },
      'crash recovery: unfinished rounds cancelled, open bets refunded',
    );
  return { cancelledRounds, refundedBets, failedBets };
}

/**
 * Refunds one open bet of a cancelled round, the refund first (it locks the bet's wallet round, as a
 * settlement's credit does, so the two never wait on each other crosswise), then the bet row. False
 * when a stopped node's last step settled it after this run read it: that result stands.
 */
async function refundCrashBet(platform: Platform, bet: OpenBet) {
  const session = await sessionById(platform, Number(bet.session_id));
  if (!session) throw new Error(`casino session ${bet.session_id} not found`);
  return refundOpenCrashBet(platform, session, bet);
}

/** Refunds one open crash bet of `session` (its wallet round and its bet row); false if it was settled. */
export async function refundOpenCrashBet(
  platform: Platform,
  session: CasinoSession,
  bet: { id: number; crash_round_id: number },
) {
  const roundRef = crashRoundRef(Number(bet.crash_round_id), session.id);
  try {
    await platform.db.transaction().execute(async (trx) => {
      await refund(
        platform,
        session,
        { reference: `${roundRef}:refund`, refundedReference: `${roundRef}:bet`, roundRef, gameId: 'crash' },
        { trx },
      );
      await markBetRefunded(trx, bet.id);
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'ROUND_CLOSED') return false;
    throw error;
  }
  publishCasinoBalance(platform, session);
  return true;
}
