import type { Platform } from '../../platform/context';
import { customBetModel, priceCustomBet } from './bet-builder';
import type { Placement } from './place-ticket';
import { type CheckedLeg, oddsAcceptable, type Reject } from './selection-check';

/** Custom-bet groups priced again now: each group's odds from the joint probability, or a reject. */
export async function priceGroups(
  platform: Platform,
  p: Placement,
  legs: CheckedLeg[],
): Promise<Map<number, number> | Reject> {
  const groups = new Map<number, CheckedLeg[]>();
  p.selections.forEach((s, i) => {
    if (s.group !== undefined) groups.set(s.group, [...(groups.get(s.group) ?? []), legs[i]!]);
  });
  const odds = new Map<number, number>();
  for (const [g, members] of groups) {
    const first = members[0]!;
    if (members.some((m) => m.eventId !== first.eventId))
      return { code: 'CUSTOM_BET_INCOMPATIBLE', context: { selectionIndex: first.index } };
    const model = await customBetModel(platform, first.eventId);
    if (!model) return { code: 'EVENT_MARKET_NOT_ACTIVED', context: { selectionIndex: first.index } };
    const price = priceCustomBet(
      platform,
      model,
      members.map((m) => ({ marketTypeId: m.marketId, specifiers: m.specifiers, outcomeId: m.outcomeId })),
    );
    if (!price.ok) {
      const index = members[price.index ?? members.length - 1]?.index;
      return { code: '-703', context: { selectionIndex: index, message: price.message } };
    }
    const requested = p.groupOdds?.[g] ?? price.decimalOdds;
    if (!oddsAcceptable(requested, price.decimalOdds, p.oddsChangeType))
      return {
        code: 'ODDS_DIFFERENCE_TOO_HIGH',
        context: { selectionIndex: first.index, suggestedOdds: price.decimalOdds },
      };
    odds.set(g, price.decimalOdds);
  }
  return odds;
}
