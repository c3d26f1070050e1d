import type { Platform } from '../../platform/context';
import { getFlags } from '../flags';
import { getUserBalances } from '../wallet';
import { bettingSettings } from './betting.config';
import type { BettingTables } from './betting.tables';
import { validateFreeBet } from './free-bets';
import { checkLossLimit, stakeGateNowOf } from './loss-limit';
import type { Placement } from './place-ticket';
import type { Reject } from './selection-check';
import { MAX_BALANCE_MESSAGE } from './ticket-write';

/**
 * The stake limits that need no row (seed 002 section 5): minimum and maximum stake, payout ceiling.
 * Being blocked by limit (-1) and the stake accumulated per event are checked by the ticket's write,
 * with the bettor's rows locked (ticket-write.ts).
 */
export function checkStake(
  platform: Platform,
  stakeCentavos: number,
  possibleWin: number,
): Reject | undefined {
  const s = bettingSettings(platform);
  if (stakeCentavos < s.minStake)
    return { code: 'BET_STAKE_UNDER_LIMIT', context: { limit: s.minStake / 100 } };
  if (stakeCentavos > s.maxStake)
    return { code: 'BET_STAKE_OVER_LIMIT', context: { limit: s.maxStake / 100 } };
  if (possibleWin > s.maxPayout)
    return { code: 'TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD', context: { limit: s.maxPayout / 100 } };
  return undefined;
}

/**
 * The bettor's money checks before the write: a free bet's rules (seed 002 free-bet codes), or the
 * responsible-gaming loss limit for real money. Answers what the write checks under lock: the per-event
 * stake limit and the max-wallet-balance flag (seed 000: a wallet above it gets the max-balance modal,
 * TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD). The write compares the real balance a real-money stake is
 * debited from; a free bet's stake leaves the real wallet alone, so its balance is read here.
 * A real-money stake's responsible-gaming check runs in the write's own statement (rgNow: migration
 * 0403); only when that finds something to judge does placement call judgeLossLimit.
 */
export async function checkBettorMoney(
  platform: Platform,
  p: Placement,
  possibleWin: number,
  isLive: boolean,
): Promise<Reject | { defaultPerEventCentavos: number; maxBalanceCentavos: number; rgNow: Date | null }> {
  const maxBalanceCentavos = Math.round((await getFlags(platform))['max-wallet-balance'] * 100);
  if (p.freeBetId) {
    const code = await validateFreeBet(platform.db.withTables<BettingTables>(), p.userId, {
      freeBetId: p.freeBetId,
      betType: p.betType,
      stakeCentavos: p.stakeCentavos,
      possibleWinCentavos: possibleWin,
      hasLiveLeg: isLive,
    });
    if (code) return { code, context: {} };
    if ((await getUserBalances(platform, p.userId)).real > maxBalanceCentavos)
      return {
        code: 'TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD',
        context: { limit: maxBalanceCentavos / 100, message: MAX_BALANCE_MESSAGE },
      };
  }
  return {
    defaultPerEventCentavos: bettingSettings(platform).maxStakePerEvent,
    maxBalanceCentavos,
    rgNow: p.freeBetId ? null : await stakeGateNowOf(platform),
  };
}

/**
 * The full responsible-gaming check of a real-money stake, when the write's statement found something
 * to judge (a restriction, limits, a restricted account): restrictions throw their codes (403), a loss
 * limit the stake would break rejects the ticket with LOSS_LIMIT_EXCEEDED.
 */
export async function judgeLossLimit(platform: Platform, p: Placement): Promise<Reject | undefined> {
  const loss = await checkLossLimit(platform, p.userId, p.stakeCentavos);
  if (loss.allowed) return undefined;
  return { code: 'LOSS_LIMIT_EXCEEDED', context: { limit: (loss.remainingCentavos ?? 0) / 100 } };
}
