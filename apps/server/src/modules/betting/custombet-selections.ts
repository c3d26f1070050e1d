import { MARKET_STATUS } from '@placar/contract';
import { sportsbook } from '@placar/domain';
import type { Platform } from '../../platform/context';
import { getMatchState, loadEventMarkets } from '../feed';
import { customBetModel } from './bet-builder';

/** The event's open markets a bet builder can combine (football, lines that cannot push). */
export async function availableSelections(platform: Platform, eventId: string) {
  const model = await customBetModel(platform, eventId);
  const match = await getMatchState(platform, eventId);
  if (!model || !match) return [];
  const markets = await loadEventMarkets(platform, [
    { id: eventId, providerId: match.providerId, homeName: match.homeName, awayName: match.awayName },
  ]);
  const out = [];
  for (const m of markets.get(eventId) ?? []) {
    const status =
      typeof m.status === 'number'
        ? m.status
        : m.status === 'Open'
          ? MARKET_STATUS.Open
          : MARKET_STATUS.Suspended;
    if (!sportsbook.BET_BUILDER_MARKETS.includes(m.marketType) || status !== MARKET_STATUS.Open) continue;
    if (!sportsbook.isBuildable({ marketTypeId: m.marketType, specifiers: m.specifiers, outcomeId: '' }))
      continue;
    out.push({
      marketId: m.marketType,
      marketTypeId: m.marketType,
      marketName: m.name,
      specifiers: m.specifiers,
      marketStatus: status,
      outcomes: m.outcomes.map((o) => ({
        outcomeId: o.outcomeId,
        outcomeName: o.name,
        outcomeActive: o.active,
        outcomeValueDecimal: o.odds,
        isCompatible: undefined as boolean | undefined,
      })),
    });
  }
  return out;
}
