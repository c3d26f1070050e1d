import { centavosToReais, type TCrashBet } from '@placar/contract';
import { casino } from '@placar/domain';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { type CasinoSession, seedOwnerOf } from '../launch/casino-sessions';
import { type IdempotentCall, oncePerKey, recordAnswer } from '../originals/idempotency';
import { credit, debit, publishCasinoBalance } from '../wallet/seamless-wallet';
import { insertBetWhileBetting, updateBetResult } from './crash.repository';

/** A bet of the current crash round, as the loop keeps it (amounts in centavos). */
export type CrashBet = {
  betId: number;
  roundRef: string;
  /** The session that placed it (its wallet is credited); the player may come back with another. */
  session: CasinoSession;
  amount: number;
  auto: number | null;
  status: 'active' | 'won' | 'lost';
  /** Centavos paid, and the multiplier it was cashed out at. */
  win: number;
  cashedOutAt: number | null;
};

/** One bet per player and round: the user with real money (any of their launch tokens), else the session. */
export const playerOf = (session: CasinoSession) => seedOwnerOf(session);

/** The bet as the player sees it (reais). */
export const crashBetView = (bet: CrashBet, roundId: number): TCrashBet => ({
  betId: bet.betId,
  roundId,
  amount: centavosToReais(bet.amount),
  autoCashout: bet.auto,
  cashedOutAt: bet.cashedOutAt,
  win: centavosToReais(bet.win),
  status: bet.status,
});

/** The wallet round of a session's bet on a crash round (its debit is `<ref>:bet`, its win `<ref>:win`). */
export const crashRoundRef = (crashRoundId: number, sessionId: number) =>
  `crash-${crashRoundId}-${sessionId}`;

/**
 * Debits a bet on crash round `crashRoundId` through the seamless wallet and records it, in one
 * transaction. The bet row is written only while the round is betting, read under a share lock: a
 * round cancelled by another node's recovery (crash-recovery.ts) refuses it and the debit rolls back.
 */
export async function debitCrashBet(
  platform: Platform,
  crashRoundId: number,
  session: CasinoSession,
  amount: number,
  auto: number | null,
  once?: IdempotentCall,
): Promise<
  { bet: CrashBet; balance: number } | { replayed: { betId: number; roundId: number; balance: number } }
> {
  const roundRef = crashRoundRef(crashRoundId, session.id);
  const keyed = once ?? { owner: seedOwnerOf(session), key: undefined, call: 'crash.bet', request: null };
  const run = await platform.db.transaction().execute((trx) =>
    oncePerKey(trx, keyed, async () => {
      const a = await debit(
        platform,
        session,
        { reference: `${roundRef}:bet`, roundRef, gameId: 'crash', amount },
        { trx, round: { nonce: 0, params: { target: auto } } },
      );
      const row = await insertBetWhileBetting(trx, {
        crashRoundId,
        casinoRoundId: a.roundId,
        sessionId: session.id,
        amount,
        auto,
      });
      if (!row.betting) throw new AppError('CRASH_BETTING_CLOSED');
      if (row.id === null) throw new AppError('ROUND_IN_PROGRESS');
      return { betId: Number(row.id), roundId: crashRoundId, balance: a.balance };
    }),
  );
  if (run.replayed) return { replayed: run.answer };
  const answer = run.answer;
  publishCasinoBalance(platform, session);
  const bet: CrashBet = {
    betId: answer.betId,
    roundRef,
    session,
    amount,
    auto,
    status: 'active',
    win: 0,
    cashedOutAt: null,
  };
  return { bet, balance: answer.balance };
}

/**
 * Settles a bet at `cashOutAt` (null: lost) on a round that crashes at `crashPoint`: the win credited
 * through the seamless wallet, its round closed and the bet row updated, in one transaction. The bet's
 * status changes before the first await, so a second settlement of it is refused by the caller.
 */
export async function settleCrashBet(
  platform: Platform,
  bet: CrashBet,
  crashPoint: number,
  cashOutAt: number | null,
  once?: IdempotentCall,
) {
  const multiplier = casino.settleCrashBet(crashPoint, cashOutAt);
  const win = casino.payoutCentavos(bet.amount, multiplier);
  const target = cashOutAt ?? bet.auto ?? casino.CRASH_MAX_MULTIPLIER;
  bet.status = multiplier > 0 ? 'won' : 'lost';
  bet.win = win;
  bet.cashedOutAt = multiplier > 0 ? cashOutAt : null;
  await platform.db.transaction().execute(async (trx) => {
    await credit(
      platform,
      bet.session,
      { reference: `${bet.roundRef}:win`, roundRef: bet.roundRef, gameId: 'crash', amount: win },
      {
        trx,
        closeRound: true,
        round: {
          params: { target },
          outcome: { crashPoint, cashedOut: multiplier > 0, multiplier },
          multiplier,
        },
      },
    );
    await updateBetResult(trx, bet.betId, { status: bet.status, cashedOutAt: bet.cashedOutAt, win });
    if (once) await recordAnswer(trx, once, { multiplier, win });
  });
  publishCasinoBalance(platform, bet.session);
  return { multiplier, win };
}
