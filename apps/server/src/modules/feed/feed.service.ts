import type { TFeedSettlementPayload, TStreamEnvelope } from '@placar/contract';
import { isLiveStatus } from '@placar/contract';
import { decimalToUs } from '@placar/domain';
import type { Platform } from '../../platform/context';
import { feedStateCache } from './feed-state-cache';
import { effectiveMarketStatus } from './market-view';
import { producerState } from './producer-state';
import {
  type SettlementMessageRef,
  selectSettlementPayloads,
  selectSettlementRefsOf,
  selectSettlementRefsSince,
} from './settlement-messages.repository';

/**
 * Read functions other modules use (betting re-checks odds and status at placement and follows
 * settlements). Statuses are the effective ones: an active market of a silent producer is suspended.
 */

export type OutcomeState = {
  matchId: string;
  marketId: number;
  specifiers: string;
  outcomeId: string;
  odds: number;
  oddsUS: number;
  /** open for betting now: market open (1), outcome active, producer up */
  active: boolean;
  /** Open 1, Suspended -1, Inactive 0, Closed 3 */
  marketStatus: number;
  /** Cancelled -4, Settled -3, HandedOver -2, Suspended -1, Inactive 0, Active 1 */
  outcomeStatus: number;
  producerId: 1 | 3;
  /** feed timestamp of the market's last change (ms) */
  ts: number;
};

export type MarketStateRef = { matchId: string; marketId: number; specifiers: string };

/** Current status and odds of every outcome of one market, or undefined when unknown. */
export async function getMarketState(
  platform: Platform,
  ref: MarketStateRef,
): Promise<OutcomeState[] | undefined> {
  const rows = await feedStateCache(platform).market(ref.matchId, ref.marketId, ref.specifiers);
  if (!rows) return undefined;
  const { market, outcomes } = rows;
  const state = producerState(platform);
  await state.ready();
  const status = effectiveMarketStatus(market, state.down);
  return outcomes.map((o) => ({
    matchId: ref.matchId,
    marketId: ref.marketId,
    specifiers: ref.specifiers,
    outcomeId: o.outcome_id,
    odds: o.odds,
    oddsUS: decimalToUs(Math.max(1, o.odds)),
    active: status === 1 && o.active && o.status === 1,
    marketStatus: status,
    outcomeStatus: status === -1 && o.status === 1 ? -1 : o.status,
    producerId: market.producer_id === 1 ? 1 : 3,
    ts: market.ts,
  }));
}

/** Current status and odds of one outcome, or undefined when the market or outcome is unknown. */
export async function getOutcomeState(
  platform: Platform,
  ref: MarketStateRef & { outcomeId: string },
): Promise<OutcomeState | undefined> {
  const all = await getMarketState(platform, ref);
  return all?.find((o) => o.outcomeId === ref.outcomeId);
}

export type MatchState = {
  id: string;
  eventType: 'match' | 'stage' | 'season';
  providerId: 1 | 2;
  sportId: string;
  tournamentId: string;
  name: string;
  homeName: string;
  awayName: string;
  /** event status 0..11 (seed 001 section 4) */
  status: number;
  /** live producer (1) once in play, else prematch (3) */
  producerId: 1 | 3;
  isLive: boolean;
  scheduledAt: number;
  homeScore: number | null;
  awayScore: number | null;
  bookingStatus: string;
};

/** An event's status and producer, or undefined when unknown. */
export async function getMatchState(platform: Platform, matchId: string): Promise<MatchState | undefined> {
  const e = await feedStateCache(platform).event(matchId);
  if (!e) return undefined;
  const isLive = isLiveStatus(e.status);
  return {
    id: e.id,
    eventType: e.event_type,
    providerId: e.provider_id === 2 ? 2 : 1,
    sportId: e.sport_id,
    tournamentId: e.tournament_id,
    name: e.name,
    homeName: e.home_name,
    awayName: e.away_name,
    status: e.status,
    producerId: isLive ? 1 : 3,
    isLive,
    scheduledAt: e.scheduled_at,
    homeScore: e.home_score,
    awayScore: e.away_score,
    bookingStatus: e.booking_status,
  };
}

/**
 * Follows settlements, cancels and their rollbacks (feed.settlement.* and feed.cancel.*), from any
 * node when the bus is NATS. Answers an unsubscribe function.
 */
export function subscribeSettlements(
  platform: Platform,
  handler: (payload: TFeedSettlementPayload, envelope: TStreamEnvelope) => void,
): () => void {
  const onMessage = ({ data }: { data: TStreamEnvelope }) =>
    handler(data.payload as TFeedSettlementPayload, data);
  const a = platform.bus.subscribe<TStreamEnvelope>('feed.settlement.>', onMessage);
  const b = platform.bus.subscribe<TStreamEnvelope>('feed.cancel.>', onMessage);
  return () => {
    a();
    b();
  };
}

/** Settlement-type messages stored for a match, oldest first (replay after a restart). */
export function listSettlementMessages(
  platform: Platform,
  matchId: string,
): Promise<TFeedSettlementPayload[]> {
  return selectSettlementPayloads(platform.db, matchId);
}

export type { SettlementMessageRef };

/**
 * Settlement-type messages stored since `since` (time received), oldest first: what betting's sweep
 * compares with what it applied, so a message the bus lost is still applied from the database.
 */
export function listSettlementMessageRefsSince(
  platform: Platform,
  since: Date,
): Promise<SettlementMessageRef[]> {
  return selectSettlementRefsSince(platform.db, since);
}

/** Settlement-type messages stored for these matches, oldest first (betting's sweep of open tickets). */
export async function listSettlementMessageRefsOf(
  platform: Platform,
  matchIds: string[],
): Promise<SettlementMessageRef[]> {
  const refs: SettlementMessageRef[] = [];
  for (let i = 0; i < matchIds.length; i += 500) {
    for (const r of await selectSettlementRefsOf(platform.db, matchIds.slice(i, i + 500))) refs.push(r);
  }
  return refs;
}
