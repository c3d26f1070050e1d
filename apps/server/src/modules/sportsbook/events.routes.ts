import {
  ZData,
  ZEventIdParams,
  ZFixtureStatus,
  ZIdParams,
  ZListQuery,
  ZMarket,
  ZMatch,
  ZMatchTimeline,
  ZOutcome,
  ZOutcomesQuery,
  ZTournamentParams,
} from '@placar/contract';
import { z } from 'zod';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/module';
import { readTimeline } from './events.timeline-recorder';
import { liveClock, toWireMatch } from './match-view';
import { findVisible, listMatches, viewContext } from './visibility';

const tags = ['sportsbook: events'];
const LIVE = new Set([1, 2, 7]);

/** Events calls of seed 001 section 7 (`/api/EventFixture/...`, `/api/FixtureDetail/...`). */
export async function eventsRoutes(app: App, platform: Platform) {
  for (const version of ['v1', 'v2'] as const) {
    const providerId = version === 'v1' ? 1 : 2;
    const who = version === 'v1' ? 'first provider (sr:)' : 'second provider (bg:)';

    app.get(
      `/api/EventFixture/${version}/GetPrincipalMarkets/:eventId`,
      {
        schema: {
          tags,
          summary: `An event with its principal markets (${who})`,
          params: ZEventIdParams,
          querystring: ZListQuery,
          response: { 200: ZData(ZMatch) },
        },
      },
      async (request) => {
        const ctx = viewContext(request, request.query.adminMode);
        const event = await findVisible(platform, request.params.eventId, ctx);
        if (!event) throw notFound('Evento');
        return { data: toWireMatch(event, { markets: 'principal', brand: ctx.brand, now: ctx.now }) };
      },
    );

    app.get(
      `/api/EventFixture/${version}/GetLiveEvents`,
      {
        schema: {
          tags,
          summary: `Live matches with principal markets (${who})`,
          querystring: ZListQuery,
          response: { 200: ZData(z.array(ZMatch)) },
        },
      },
      async (request) => {
        const ctx = viewContext(request, request.query.adminMode);
        return { data: await listMatches(platform, { timing: 'live', providerId, eventType: 'match' }, ctx) };
      },
    );

    app.get(
      `/api/EventFixture/${version}/markets/:eventId`,
      {
        schema: {
          tags,
          summary: `Every market of an event (${who}); an unknown event answers an empty list`,
          params: ZEventIdParams,
          querystring: ZListQuery,
          response: { 200: ZData(z.array(ZMarket)) },
        },
      },
      async (request) => {
        const ctx = viewContext(request, request.query.adminMode);
        const event = await findVisible(platform, request.params.eventId, ctx);
        return {
          data: event ? toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }).markets : [],
        };
      },
    );

    app.get(
      `/api/EventFixture/${version}/outcomes/:id`,
      {
        schema: {
          tags,
          summary: `Outcomes of an event, optionally of one market (${who}); unknown answers []`,
          params: ZIdParams,
          querystring: ZOutcomesQuery.extend(ZListQuery.shape),
          response: { 200: ZData(z.array(ZOutcome)) },
        },
      },
      async (request) => {
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
      },
    );

    app.get(
      `/api/EventFixture/${version}/GetFixtureDetail/:id`,
      {
        schema: {
          tags,
          summary: `An event with every market (${who})`,
          params: ZIdParams,
          querystring: ZListQuery,
          response: { 200: ZData(ZMatch) },
        },
      },
      async (request) => {
        const ctx = viewContext(request, request.query.adminMode);
        const event = await findVisible(platform, request.params.id, ctx);
        if (!event) throw notFound('Evento');
        return { data: toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }) };
      },
    );

    app.get(
      `/api/EventFixture/${version}/GetMatchTimeline/:id`,
      {
        schema: {
          tags,
          summary: `What happened in a match so far, for the match tracker (${who}): events and win chances`,
          params: ZIdParams,
          querystring: ZListQuery,
          response: { 200: ZData(ZMatchTimeline) },
        },
      },
      async (request) => {
        const ctx = viewContext(request, request.query.adminMode);
        const event = await findVisible(platform, request.params.id, ctx);
        if (!event) throw notFound('Evento');
        return { data: await readTimeline(platform, event.row.id) };
      },
    );
  }

  const byTournament = {
    schema: {
      tags,
      summary: 'Live and upcoming events of a tournament, season or stage, with principal markets',
      params: ZTournamentParams,
      querystring: ZListQuery,
      response: { 200: ZData(z.array(ZMatch)) },
    },
  };
  const eventsOfTournament = async (id: string, ctx: ReturnType<typeof viewContext>) => {
    const [live, prematch] = await Promise.all([
      listMatches(platform, { tournamentId: id, timing: 'live' }, ctx),
      listMatches(platform, { tournamentId: id, timing: 'prematch' }, ctx),
    ]);
    return [...live, ...prematch];
  };
  app.get('/api/EventFixture/v2/GetEventsByTournament/:id', byTournament, async (request) => ({
    data: await eventsOfTournament(request.params.id, viewContext(request, request.query.adminMode)),
  }));
  app.get('/api/FixtureDetail/v1/GetEventsByTournament/:id', byTournament, async (request) => ({
    data: await eventsOfTournament(request.params.id, viewContext(request, request.query.adminMode)),
  }));

  app.get(
    '/api/EventFixture/v1/GetFixtureStatusFromApi/:id',
    {
      schema: {
        tags,
        summary: 'Status of an event as the feed knows it now (live list upkeep: still live? coverage?)',
        params: ZIdParams,
        response: { 200: ZData(ZFixtureStatus) },
      },
    },
    async (request) => {
      const ctx = viewContext(request);
      const event = await findVisible(platform, request.params.id, { ...ctx, admin: true });
      if (!event) throw notFound('Evento');
      const r = event.row;
      const isLive = LIVE.has(r.status);
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
    },
  );
}
