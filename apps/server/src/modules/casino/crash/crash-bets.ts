import { centavosToReais, type TCrashBet } from '@placar/contract';
import { casino } from '@placar/domain';
import { sql } from 'kysely';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { type CasinoSession, seedOwnerOf } from '../launch/casino-sessions';
import { credit, debit, publishCasinoBalance } from '../wallet/seamless-wallet';

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

/** Debits a bet on crash round `crashRoundId` through the seamless wallet and records it, in one transaction. */
export async function debitCrashBet(
  platform: Platform,
  crashRoundId: number,
  session: CasinoSession,
  amount: number,
  auto: number | null,
): Promise<{ bet: CrashBet; balance: number }> {
  const roundRef = `crash-${crashRoundId}-${session.id}`;
  const answer = await platform.db.transaction().execute(async (trx) => {
    const a = await debit(
      platform,
      session,
      { reference: `${roundRef}:bet`, roundRef, gameId: 'crash', amount },
      { trx, round: { nonce: 0, params: { target: auto } } },
    );
    const row = (
      await sql<{ id: number }>`
        insert into casino_crash_bets (crash_round_id, casino_round_id, session_id, amount, auto_cashout)
        values (${crashRoundId}, ${a.roundId}, ${session.id}, ${amount}, ${auto})
        on conflict (crash_round_id, session_id) do nothing returning id`.execute(trx)
    ).rows[0];
    if (!row) throw new AppError('ROUND_IN_PROGRESS', { status: 409 });
    return { ...a, betId: Number(row.id) };
  });
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
    await sql`
      update casino_crash_bets set status = ${bet.status}, cashed_out_at = ${bet.cashedOutAt}, win = ${win}
      where id = ${bet.betId}`.execute(trx);
  });
  publishCasinoBalance(platform, bet.session);
  return { multiplier, win };
}
