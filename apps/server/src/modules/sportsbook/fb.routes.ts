import {
  ZData,
  ZEnabledEvent,
  ZIdParams,
  ZListQuery,
  ZLiveMatchesQuery,
  ZMatch,
  ZPrematchHidden,
  ZSportParams,
  ZStreamingInfo,
  ZVisibility,
} from '@placar/contract';
import { z } from 'zod';
import type { Platform } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { App } from '../../platform/module';
import { queryEventIds } from '../feed';
import { matchCache } from './match-cache';
import { toWireMatch } from './match-view';
import { switchState } from './switch.service';
import { findVisible, listMatches, viewContext, visibleOnly } from './visibility';

const tags = ['sportsbook: front-back (/fb)'];
const LIVE = new Set([1, 2, 7]);
const ENDED = new Set([3, 4, 5, 8, 9]);

/** The front-back service of seed 001 section 7, under /fb. */
export async function fbRoutes(app: App, platform: Platform) {
  app.get(
    '/fb/live-matches',
    {
      schema: {
        tags,
        summary: 'Live matches (Mobile: main market only; Desktop: principal markets)',
        querystring: ZLiveMatchesQuery,
        response: { 200: ZData(z.array(ZMatch)) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const markets = request.query.deviceType === 'Mobile' ? 'main' : 'principal';
      return { data: await listMatches(platform, { timing: 'live', eventType: 'match' }, ctx, markets) };
    },
  );

  app.get(
    '/fb/live-matches/enabled-events',
    {
      schema: {
        tags,
        summary: 'Unifier filter: live events enabled for display, with the event each one replaces',
        response: { 200: ZData(z.array(ZEnabledEvent)) },
      },
    },
    async (request) => {
      const ctx = viewContext(request);
      const ids = await queryEventIds(platform, { timing: 'live', now: ctx.now });
      const visible = await visibleOnly(platform, await matchCache(platform).get(ids), ctx);
      const sw = await switchState(platform);
      const replaces = new Map([...sw.replaced].map(([sr, bg]) => [bg, sr]));
      return { data: visible.map((e) => ({ eventId: e.row.id, replaces: replaces.get(e.row.id) ?? null })) };
    },
  );

  app.get(
    '/fb/live-matches/:id',
    {
      schema: {
        tags,
        summary: 'A live match with every market',
        params: ZIdParams,
        querystring: ZListQuery,
        response: { 200: ZData(ZMatch) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await findVisible(platform, request.params.id, ctx);
      if (!event || !LIVE.has(event.row.status)) throw notFound('Partida ao vivo');
      return { data: toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }) };
    },
  );

  app.get(
    '/fb/streaming/:id',
    {
      schema: {
        tags,
        summary: "The streaming/statistics widget of an event, or 404 'Streaming not available'",
        params: ZIdParams,
        response: { 200: ZData(ZStreamingInfo) },
      },
    },
    async (request) => {
      const event = await findVisible(platform, request.params.id, viewContext(request));
      if (!event?.row.has_streaming || ENDED.has(event.row.status)) {
        throw new AppError('NOT_FOUND', {
          message: 'Transmissão indisponível para este evento.',
          context: { reason: 'Streaming not available' },
        });
      }
      return {
        data: {
          eventId: event.row.id,
          kind: 'match-tracker' as const,
          streamPath: `/stream/matches/${encodeURIComponent(event.row.id)}`,
        },
      };
    },
  );

  app.get(
    '/fb/prematch/:sportId/hidden',
    {
      schema: {
        tags,
        summary: "Prematch events of a sport hidden by the feed switch ('Hidden not available' → 404)",
        params: ZSportParams,
        response: { 200: ZData(ZPrematchHidden) },
      },
    },
    async (request) => {
      const ctx = viewContext(request);
      const ids = await queryEventIds(platform, {
        sportId: request.params.sportId,
        timing: 'prematch',
        now: ctx.now,
      });
      if (ids.length === 0) {
        throw new AppError('NOT_FOUND', {
          message: 'Não há eventos deste esporte.',
          context: { reason: 'Hidden not available' },
        });
      }
      const sw = await switchState(platform);
      const hidden = ids.filter((id) => sw.map.get(id)?.show === false || sw.replaced.has(id));
      return { data: { prematchEventsHidden: hidden } };
    },
  );

  app.get(
    '/fb/visibility/:id',
    {
      schema: {
        tags,
        summary: 'Whether an event is live and visible',
        params: ZIdParams,
        response: { 200: ZData(ZVisibility) },
      },
    },
    async (request) => {
      const ctx = viewContext(request);
      const [event] = await matchCache(platform).get([request.params.id]);
      if (!event) throw notFound('Evento');
      const visible = (await visibleOnly(platform, [event], ctx)).length > 0;
      const s = event.row.status;
      return {
        data: {
          eventId: event.row.id,
          state: LIVE.has(s) ? ('Live' as const) : ENDED.has(s) ? ('Ended' as const) : ('Prematch' as const),
          visibility: visible ? ('Visible' as const) : ('Hidden' as const),
        },
      };
    },
  );

  app.get(
    '/fb/prematch/:id',
    {
      schema: {
        tags,
        summary: 'Upcoming events of a sport with principal markets',
        params: z.object({ id: ZSportParams.shape.sportId }),
        querystring: ZListQuery,
        response: { 200: ZData(z.array(ZMatch)) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      return {
        data: await listMatches(
          platform,
          { sportId: request.params.id, timing: 'prematch', from: ctx.now, limit: 300 },
          ctx,
        ),
      };
    },
  );
}
