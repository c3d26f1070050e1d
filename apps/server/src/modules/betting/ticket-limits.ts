import type { Platform } from '../../platform/context';
import { getFlags } from '../flags';
import { getUserBalances } from '../wallet';
import { bettingSettings } from './betting.config';
import type { BettingTables } from './betting.tables';
import { validateFreeBet } from './free-bets';
import { checkLossLimit } from './loss-limit';
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
 */
export async function checkBettorMoney(
  platform: Platform,
  p: Placement,
  possibleWin: number,
  isLive: boolean,
): Promise<Reject | { defaultPerEventCentavos: number; maxBalanceCentavos: number }> {
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
  } else {
    const loss = await checkLossLimit(platform, p.userId, p.stakeCentavos);
    if (!loss.allowed)
      return { code: 'LOSS_LIMIT_EXCEEDED', context: { limit: (loss.remainingCentavos ?? 0) / 100 } };
  }
  return { defaultPerEventCentavos: bettingSettings(platform).maxStakePerEvent, maxBalanceCentavos };
}
