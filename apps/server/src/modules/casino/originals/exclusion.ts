import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { sessionById } from '../launch/casino-sessions';
import { actBlackjack } from './blackjack';
import { closeMinesRound } from './mines';
import { selectOpenMultiStepRoundsOf } from './originals.repository';

/**
 * What happens to a player's unfinished Placar Originals rounds when they may no longer play (a pause,
 * a self-exclusion or a block starts; responsible gaming's onPlayerRestricted). Their launch tokens
 * are revoked, so without this a round would stay open with its stake held. Per game's rules:
 *   mines      cashed out at the multiplier of the safe tiles revealed (what the player had won so
 *              far, as their own cash-out would pay); with no tile revealed, the stake refunded;
 *   blackjack  every unfinished hand stands and the dealer plays out (the usual rule for an abandoned
 *              hand; a refund instead would let a player void a bad hand by taking a pause);
 *   crash      settled by the loop (CrashLoop.closeForPlayer): cashed out at the multiplier now while
 *              running, the bet refunded while betting.
 * Idempotent: only open rounds are touched, and a round the player closes meanwhile is skipped.
 * Rounds of other providers (aggregators) stay open: their provider settles them, and its wins,
 * refunds and end of round are accepted after the token ended (provider.routes.ts).
 */
export async function closeOriginalsRoundsOf(platform: Platform, userId: number): Promise<number> {
  const open = await selectOpenMultiStepRoundsOf(platform.db, userId);
  let closed = 0;
  for (const r of open) {
    const session = await sessionById(platform, Number(r.session_id));
    if (!session) continue;
    try {
      if (r.game_id === 'mines') await closeMinesRound(platform, session, Number(r.id));
      else
        for (let step = 0; step < 8; step++) {
          const view = await actBlackjack(platform, session, Number(r.id), 'stand');
          if (view.status !== 'open') break;
        }
      closed += 1;
    } catch (error) {
      if (error instanceof AppError && (error.code === 'ROUND_CLOSED' || error.code === 'ROUND_NOT_FOUND'))
        continue;
      throw error;
    }
  }
  return closed;
}
