import { reaisToCentavos } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { getMatchState } from '../feed';
import type { BettingTables } from './betting.tables';
import { validateFreeBet } from './free-bets';

export type FreeBetCheck = {
  freeBetId: string;
  betType: number;
  stake: number;
  odds?: number;
  events: { eventId: string; producerId?: number }[];
};

/**
 * FreeBets/v1/Validate: may this free bet pay this item or ticket? A leg is live when the slip says so
 * (producer 1) or the feed does; a prematch-only free bet refuses it.
 */
export async function checkFreeBet(platform: Platform, userId: number, b: FreeBetCheck) {
  let hasLiveLeg = b.events.some((e) => e.producerId === 1);
  for (const e of b.events) {
    if (hasLiveLeg) break;
    hasLiveLeg = (await getMatchState(platform, e.eventId))?.isLive ?? false;
  }
  const stake = reaisToCentavos(b.stake);
  const code = await validateFreeBet(platform.db.withTables<BettingTables>(), userId, {
    freeBetId: b.freeBetId,
    betType: b.betType,
    stakeCentavos: stake,
    possibleWinCentavos: Math.floor(stake * (b.odds ?? 1)),
    hasLiveLeg,
  });
  return { isValid: code === undefined, rejectionCode: code ?? null, freeBetId: b.freeBetId };
}
