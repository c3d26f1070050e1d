import { isLiveStatus } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { readTimeline } from './events.timeline-recorder';
import { liveClock, toWireMatch } from './match-view';
import { findVisible, listMatches, type ViewContext } from './visibility';

/** Events calls of seed 001 section 7 (`/api/EventFixture/...`, `/api/FixtureDetail/...`). */

/** A visible event with its principal or all markets; 404 when there is none. */
export async function eventDetail(
  platform: Platform,
  id: string,
  ctx: ViewContext,
  markets: 'principal' | 'all',
) {
  const event = await findVisible(platform, id, ctx);
  if (!event) throw notFound('Evento');
  return toWireMatch(event, { markets, brand: ctx.brand, now: ctx.now });
}

export function liveEvents(platform: Platform, providerId: 1 | 2, ctx: ViewContext) {
  return listMatches(platform, { timing: 'live', providerId, eventType: 'match' }, ctx);
}

/** A visible event's markets; none when there is no such event. */
export async function eventMarkets(platform: Platform, id: string, ctx: ViewContext) {
  const event = await findVisible(platform, id, ctx);
  return event ? toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }).markets : [];
}

/** A visible event's outcomes, of one market type and specifiers when asked. */
export async function eventOutcomes(
  platform: Platform,
  id: string,
  ctx: ViewContext,
  { marketId, specifiers }: { marketId?: number; specifiers?: string },
) {
  const event = await findVisible(platform, id, ctx);
  if (!event) return [];
  const markets = event.markets.filter(
    (m) =>
      (marketId === undefined || m.id === marketId) &&
      (specifiers === undefined || m.specifiers === specifiers),
  );
  return markets.flatMap((m) => m.outcomes);
}

/** The match tracker's history of a visible event; 404 when there is none. */
export async function matchTimeline(platform: Platform, id: string, ctx: ViewContext) {
  const event = await findVisible(platform, id, ctx);
  if (!event) throw notFound('Evento');
  return readTimeline(platform, event.row.id);
}

/** A tournament's live events, then its upcoming ones. */
export async function eventsOfTournament(platform: Platform, id: string, ctx: ViewContext) {
  const [live, prematch] = await Promise.all([
    listMatches(platform, { tournamentId: id, timing: 'live' }, ctx),
    listMatches(platform, { tournamentId: id, timing: 'prematch' }, ctx),
  ]);
  return [...live, ...prematch];
}

/** An event's status, score and clock, hidden or not (admin view); 404 when unknown. */
export async function fixtureStatus(platform: Platform, id: string, ctx: ViewContext) {
  const event = await findVisible(platform, id, { ...ctx, admin: true });
  if (!event) throw notFound('Evento');
  const r = event.row;
  const isLive = isLiveStatus(r.status);
  return {
    id: r.id,
    status: r.status,
    matchStatusDescription: r.match_status_description,
    isLive,
    bookingStatus: r.booking_status,
    producerId: isLive ? (1 as const) : (3 as const),
    homeScore: r.home_score,
    awayScore: r.away_score,
    time: isLive ? liveClock(r, ctx.now) : null,
    scheduleTime: new Date(r.scheduled_at).toISOString(),
  };
}
