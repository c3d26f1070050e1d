import { BET_TYPE, MAX_PROVIDERS_IN_MULTIPLE, type TBetType } from '@placar/contract';
import type { Reject } from './selection-check';

/** What the same-match rules need of a leg. */
export type RuleLeg = { eventId: string; marketId: number; providerId: number; sportId: string };

/** Overtime market types of the first provider's basketball: winner 219, handicap 223, total 225. */
const OVERTIME_TYPES: Record<number, 'winner' | 'handicap' | 'total'> = {
  219: 'winner',
  223: 'handicap',
  225: 'total',
};
const BASKETBALL = 'sr:sport:2';

/**
 * Seed 002 section 5 for accumulators: no two legs of the same match, except the first data provider's
 * basketball in a parlay: at most 2 legs per match, of two different overtime market types (total,
 * handicap, winner), never winner with handicap, and such a pair is not combined with the other
 * provider's legs. Two providers in one multiple only for different events (MultipleManyProviders), at
 * most MAX_PROVIDERS_IN_MULTIPLE.
 */
export function checkAccumulator(betType: TBetType, legs: RuleLeg[]): Reject | undefined {
  const byMatch = new Map<string, { leg: RuleLeg; index: number }[]>();
  for (const [index, leg] of legs.entries())
    byMatch.set(leg.eventId, [...(byMatch.get(leg.eventId) ?? []), { leg, index }]);
  const providers = new Set(legs.map((l) => l.providerId));
  let sameMatchPair = false;
  for (const group of byMatch.values()) {
    if (group.length === 1) continue;
    const last = group[group.length - 1]!.index;
    const exception =
      betType === BET_TYPE.Parlay &&
      group.length === 2 &&
      group.every((g) => g.leg.providerId === 1 && g.leg.sportId === BASKETBALL);
    if (!exception) return { code: 'SAME_MATCH_NOT_ALLOWED', context: { selectionIndex: last } };
    const types = group.map((g) => OVERTIME_TYPES[g.leg.marketId]);
    if (types.some((t) => t === undefined) || types[0] === types[1])
      return { code: 'SAME_MATCH_NOT_ALLOWED', context: { selectionIndex: last } };
    if (types.includes('winner') && types.includes('handicap'))
      return { code: 'SAME_MATCH_NOT_ALLOWED', context: { selectionIndex: last } };
    sameMatchPair = true;
  }
  if (sameMatchPair && providers.size > 1) {
    const other = legs.findIndex((l) => l.providerId !== 1);
    return { code: 'DUPLICATE_EVENT_IN_PROVIDERS', context: { selectionIndex: other } };
  }
  if (providers.size > MAX_PROVIDERS_IN_MULTIPLE)
    return { code: 'DUPLICATE_EVENT_IN_PROVIDERS', context: { selectionIndex: legs.length - 1 } };
  return undefined;
}

/** Same teams and start in two providers' events: the same real event offered twice. */
export function checkProvidersTwins(
  legs: { eventId: string; providerId: number; homeName: string; awayName: string; scheduledAt: number }[],
): Reject | undefined {
  const seen = new Map<string, number>();
  for (const [i, l] of legs.entries()) {
    const key = `${l.homeName.toLowerCase()}|${l.awayName.toLowerCase()}|${l.scheduledAt}`;
    const prev = seen.get(key);
    if (prev !== undefined && prev !== l.providerId)
      return { code: 'DUPLICATE_EVENT_IN_PROVIDERS', context: { selectionIndex: i } };
    seen.set(key, l.providerId);
  }
  return undefined;
}
