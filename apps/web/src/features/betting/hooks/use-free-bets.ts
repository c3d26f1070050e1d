import { BET_TYPE, type TUserFreeBet } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { isAuthenticated, useSession } from '../../../lib/session';
import { bettingApi } from '../api/betting-api';
import { stakeText, stakeValue } from '../model/stake';
import { combinedOdds } from '../model/ticket-rules';
import type { FreeBetFlag, SlipItem } from '../model/types';
import { NO_FREE_BET } from '../model/types';
import { useBetSlip } from '../stores/bet-slip';

export const freeBetsKey = ['betting', 'free-bets'] as const;

/** The signed-in bettor's free bets still usable (GET /api/FreeBets/v1/GetUserFreeBets). */
export function useFreeBets(): TUserFreeBet[] {
  const signedIn = useSession(isAuthenticated);
  const { data } = useQuery({
    queryKey: freeBetsKey,
    queryFn: bettingApi.freeBets,
    enabled: signedIn,
    staleTime: 60_000,
  });
  return (data ?? []).filter((f) => f.status === 'Available');
}

const rejected = (code: string | null): FreeBetFlag => ({
  available: false,
  isFree: false,
  error: code === 'TYPE_NOT_ALLOWED' || code === 'INVALID_EVENT_TYPE' ? -1 : 1,
  freeBetId: null,
  code,
});

/**
 * Turns the free bet on for a single (itemId) or for the multiple (null): validated first
 * (POST /api/FreeBets/v1/Validate); a rejection code marks it unavailable (seed 002 section 4).
 */
export async function toggleFreeBet(itemId: string | null, on: boolean, freeBet: TUserFreeBet | undefined) {
  const slip = useBetSlip.getState();
  if (!on || !freeBet) {
    if (itemId) slip.patchItem(itemId, { isFreeBet: NO_FREE_BET, stake: '' });
    else slip.patchTicket({ isFreeBetMultiple: NO_FREE_BET, stakeMultiple: '' });
    return;
  }
  const items: SlipItem[] = itemId ? slip.betItems.filter((i) => i.id === itemId) : slip.betItems;
  const custom = items.length > 0 && items.every((i) => i.customBet);
  const betType = itemId
    ? custom
      ? BET_TYPE.Custom
      : BET_TYPE.Single
    : custom
      ? BET_TYPE.CustomBetParlay
      : BET_TYPE.Multiple;
  let flag: FreeBetFlag;
  try {
    const answer = await bettingApi.validateFreeBet({
      freeBetId: freeBet.freeBetId,
      betType,
      stake: freeBet.amount,
      odds: combinedOdds(items.map((i) => i.latestOutcome.outcomeOdds)),
      events: items.map((i) => ({ eventId: i.matchId, producerId: i.producerId })),
    });
    flag = answer.isValid
      ? { available: true, isFree: true, error: 0, freeBetId: freeBet.freeBetId, code: null }
      : rejected(answer.rejectionCode);
  } catch {
    flag = rejected('FREEBET_NOT_AVAILABLE');
  }
  const stake = flag.isFree ? stakeText(freeBet.amount) : '';
  if (itemId) useBetSlip.getState().patchItem(itemId, { isFreeBet: flag, stake });
  else useBetSlip.getState().patchTicket({ isFreeBetMultiple: flag, stakeMultiple: stake });
}

/** Free-bet stake counts only items flagged free and available (seed 002 section 5). */
export function freeStake(items: SlipItem[]): number {
  return items
    .filter((i) => i.isFreeBet.isFree && i.isFreeBet.available)
    .reduce((sum, i) => sum + stakeValue(i.stake), 0);
}
