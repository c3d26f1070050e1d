import { sportsbookEventsApi as api, isLiveStatus } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { readTimeline } from './events.timeline-recorder';
import { liveClock, toWireMatch } from './match-view';
import { findVisible, listMatches, viewContext } from './visibility';

/** Live, suspended and interrupted: the feed's live statuses. */

/** Events calls of seed 001 section 7 (`/api/EventFixture/...`, `/api/FixtureDetail/...`). */
export async function eventsRoutes(app: App, platform: Platform) {
  const versions = [
    [1, 'V1'],
    [2, 'V2'],
  ] as const;
  for (const [providerId, v] of versions) {
    route(app, api[`principalMarkets${v}`], {}, async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await findVisible(platform, request.params.eventId, ctx);
      if (!event) throw notFound('Evento');
      return { data: toWireMatch(event, { markets: 'principal', brand: ctx.brand, now: ctx.now }) };
    });

    route(app, api[`liveEvents${v}`], {}, async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      return { data: await listMatches(platform, { timing: 'live', providerId, eventType: 'match' }, ctx) };
    });

    route(app, api[`markets${v}`], {}, async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await findVisible(platform, request.params.eventId, ctx);
      return {
        data: event ? toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }).markets : [],
      };
    });

    route(app, api[`outcomes${v}`], {}, async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await findVisible(platform, request.params.id, ctx);
      if (!event) return { data: [] };
      const { marketId, specifiers } = request.query;
      const markets = event.markets.filter(
        (m) =>
          (marketId === undefined || m.id === marketId) &&
          (specifiers === undefined || m.specifiers === specifiers),
      );
      return { data: markets.flatMap((m) => m.outcomes) };
    });

    route(app, api[`fixtureDetail${v}`], {}, async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await findVisible(platform, request.params.id, ctx);
      if (!event) throw notFound('Evento');
      return { data: toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }) };
    });

    route(app, api[`matchTimeline${v}`], {}, async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await findVisible(platform, request.params.id, ctx);
      if (!event) throw notFound('Evento');
      return { data: await readTimeline(platform, event.row.id) };
    });
  }

  const eventsOfTournament = async (id: string, ctx: ReturnType<typeof viewContext>) => {
    const [live, prematch] = await Promise.all([
      listMatches(platform, { tournamentId: id, timing: 'live' }, ctx),
      listMatches(platform, { tournamentId: id, timing: 'prematch' }, ctx),
    ]);
    return [...live, ...prematch];
  };
  for (const def of [api.eventsByTournament, api.eventsByTournamentDetail]) {
    route(app, def, {}, async (request) => ({
      data: await eventsOfTournament(request.params.id, viewContext(request, request.query.adminMode)),
    }));
  }

  route(app, api.fixtureStatus, {}, async (request) => {
    const ctx = viewContext(request);
    const event = await findVisible(platform, request.params.id, { ...ctx, admin: true });
    if (!event) throw notFound('Evento');
    const r = event.row;
    const isLive = isLiveStatus(r.status);
    return {
      data: {
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
      },
    };
  });
}
