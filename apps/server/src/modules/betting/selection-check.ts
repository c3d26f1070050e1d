import { EVENT_STATUS, ODDS_CHANGE_TYPE, type TTicketBetSelection } from '@placar/contract';
import { decimalToUs, sportsbook } from '@placar/domain';
import type { Platform } from '../../platform/context';
import { getMatchState, getOutcomeState, type MatchState, type OutcomeState } from '../feed';
import { switchState } from '../sportsbook';

/** A selection checked against the feed: the odds it will hold and what the history shows of it. */
export type CheckedLeg = {
  index: number;
  eventId: string;
  marketId: number;
  specifiers: string;
  outcomeId: string;
  requestedOdds: number;
  odds: number;
  americanOdds: number;
  providerId: number;
  producerId: number;
  sportId: string;
  tournamentId: string;
  matchName: string;
  homeName: string;
  awayName: string;
  marketName: string;
  outcomeName: string;
  scheduledAt: number;
  bookingStatus: string;
  isLive: boolean;
};

export type Reject = {
  code: string;
  context: { selectionIndex?: number; suggestedOdds?: number; limit?: number; message?: string };
};

export const isReject = (v: unknown): v is Reject =>
  typeof v === 'object' && v !== null && 'code' in v && typeof (v as Reject).code === 'string';

/** Event statuses a bet may be taken on: not started, live (live, suspended, interrupted), delayed, about to start. */
const BETTABLE_STATUSES = new Set<number>([
  EVENT_STATUS.NotStarted,
  EVENT_STATUS.Live,
  EVENT_STATUS.Suspended,
  EVENT_STATUS.Delayed,
  EVENT_STATUS.Interrupted,
  EVENT_STATUS.MatchAboutToStart,
]);

/**
 * Whether the bettor's oddsChangeType accepts the odds now (else ODDS_DIFFERENCE_TOO_HIGH): the slip's
 * "aceitar alterações de odds" setting. 0 never: only the odds asked for; 1 higher only: the same or
 * better (never worse); 2 any change.
 */
export function oddsAcceptable(requested: number, current: number, oddsChangeType: number): boolean {
  if (oddsChangeType === ODDS_CHANGE_TYPE.Any) return true;
  if (oddsChangeType === ODDS_CHANGE_TYPE.Exact) return Math.abs(current - requested) < 1e-9;
  return current >= requested - 1e-9;
}

/** The match checks of one event (found, bettable, switch on). */
export async function checkMatch(
  platform: Platform,
  eventId: string,
  selectionIndex: number,
): Promise<MatchState | Reject> {
  const match = await getMatchState(platform, eventId);
  if (match?.eventType !== 'match') return { code: 'MATCH_WAS_NOT_FOUND', context: { selectionIndex } };
  if (!BETTABLE_STATUSES.has(match.status))
    return { code: 'EVENT_MATCH_NOT_ACTIVED', context: { selectionIndex } };
  const sw = await switchState(platform);
  if (sw.map.get(eventId)?.show === false || sw.replaced.has(eventId))
    return { code: 'PROVIDER_SWITCH_NOT_ACTIVE', context: { selectionIndex } };
  return match;
}

/**
 * One selection against the feed now: match found and bettable, switch on, market found and active,
 * odds within oddsChangeType (else ODDS_DIFFERENCE_TOO_HIGH with the current odds as suggestedOdds).
 */
export async function checkSelection(
  platform: Platform,
  sel: Pick<TTicketBetSelection, 'eventId' | 'marketId' | 'specifiers' | 'outcomeId'> & {
    outcomeValueDecimal?: number;
  },
  index: number,
  oddsChangeType: number,
): Promise<CheckedLeg | Reject> {
  const match = await checkMatch(platform, sel.eventId, index);
  if (isReject(match)) return match;
  const outcome = await getOutcomeState(platform, {
    matchId: sel.eventId,
    marketId: sel.marketId,
    specifiers: sel.specifiers,
    outcomeId: sel.outcomeId,
  });
  if (!outcome) return { code: 'MARKET_WAS_NOT_FOUND', context: { selectionIndex: index } };
  if (!outcome.active) return { code: 'EVENT_MARKET_NOT_ACTIVED', context: { selectionIndex: index } };
  const requested = sel.outcomeValueDecimal ?? outcome.odds;
  if (!oddsAcceptable(requested, outcome.odds, oddsChangeType))
    return {
      code: 'ODDS_DIFFERENCE_TOO_HIGH',
      context: { selectionIndex: index, suggestedOdds: outcome.odds },
    };
  return legOf(match, outcome, sel, index, requested);
}

function legOf(
  match: MatchState,
  outcome: OutcomeState,
  sel: { eventId: string; marketId: number; specifiers: string; outcomeId: string },
  index: number,
  requested: number,
): CheckedLeg {
  const ctx = {
    competitor1: match.homeName,
    competitor2: match.awayName,
    specifiers: sportsbook.parseSpecifiers(sel.specifiers),
  };
  return {
    index,
    eventId: sel.eventId,
    marketId: sel.marketId,
    specifiers: sel.specifiers,
    outcomeId: sel.outcomeId,
    requestedOdds: requested,
    odds: outcome.odds,
    americanOdds: decimalToUs(outcome.odds),
    providerId: match.providerId,
    producerId: match.isLive ? 1 : 3,
    sportId: match.sportId,
    tournamentId: match.tournamentId,
    matchName: match.name,
    homeName: match.homeName,
    awayName: match.awayName,
    marketName: sportsbook.marketName('pt', sel.marketId, ctx).text.trim() || `Mercado ${sel.marketId}`,
    outcomeName: sportsbook.outcomeName('pt', sel.marketId, sel.outcomeId, ctx).text.trim() || sel.outcomeId,
    scheduledAt: match.scheduledAt,
    bookingStatus: match.bookingStatus,
    isLive: match.isLive,
  };
}
