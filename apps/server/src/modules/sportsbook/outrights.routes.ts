import {
  ZData,
  ZEventSeason,
  ZEventStage,
  ZIdParams,
  ZListQuery,
  ZMarket,
  ZOutcome,
  ZOutcomesQuery,
} from '@placar/contract';
import { z } from 'zod';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/module';
import { listSeasons, listStages } from '../feed';
import type { CachedMatch } from './match-cache';
import { toWireMatch } from './match-view';
import { findVisible, listMatches, type ViewContext, viewContext } from './visibility';

const OUTRIGHT = 534;

/** Stages (F1 races as sr:stage events) and seasons (outrights) of seed 001 section 7. */
export async function outrightsRoutes(app: App, platform: Platform) {
  const stageTags = ['sportsbook: stages'];
  const seasonTags = ['sportsbook: seasons'];

  async function toStage(event: CachedMatch, ctx: ViewContext, markets: 'principal' | 'all') {
    const [stage] = await listStages(platform, { ids: [event.row.id] });
    const outright = event.markets.find((m) => m.id === OUTRIGHT);
    return {
      ...toWireMatch(event, { markets, brand: ctx.brand, now: ctx.now }),
      stageType: stage?.stage_type ?? 'race',
      competitors: (outright?.outcomes ?? []).map((o) => ({ id: o.outcomeId, name: o.name })),
    };
  }

  async function stagesOf(ids: string[], ctx: ViewContext) {
    const matches = await listMatches(platform, { ids, eventType: 'stage' }, ctx);
    const out = [];
    for (const m of matches) {
      const event = await findVisible(platform, m.id, ctx);
      if (event) out.push(await toStage(event, ctx, 'principal'));
    }
    return out;
  }

  const one = (summary: string, markets: 'principal' | 'all') => ({
    schema: {
      tags: stageTags,
      summary,
      params: ZIdParams,
      querystring: ZListQuery,
      response: { 200: ZData(ZEventStage) },
    },
    markets,
  });
  for (const [path, def] of [
    ['GetPrincipalMarkets', one('A stage with its principal market', 'principal')],
    ['GetStageDetail', one('A stage with every market', 'all')],
  ] as const) {
    app.get(`/api/EventStage/v1/${path}/:id`, { schema: def.schema }, async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await findVisible(platform, request.params.id, ctx);
      if (!event) throw notFound('Etapa');
      if (event.row.event_type !== 'stage') throw notFound('Etapa');
      return { data: await toStage(event, ctx, def.markets) };
    });
  }

  app.get(
    '/api/EventStage/v1/GetLiveEvents',
    {
      schema: {
        tags: stageTags,
        summary: 'Stages in progress',
        querystring: ZListQuery,
        response: { 200: ZData(z.array(ZEventStage)) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const live = await listMatches(platform, { eventType: 'stage', timing: 'live' }, ctx);
      return {
        data: await stagesOf(
          live.map((m) => m.id),
          ctx,
        ),
      };
    },
  );

  app.get(
    '/api/EventStage/v1/GetChildStages/:id',
    {
      schema: {
        tags: stageTags,
        summary: 'Stages under a parent stage (races of a season)',
        params: ZIdParams,
        querystring: ZListQuery,
        response: { 200: ZData(z.array(ZEventStage)) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const children = await listStages(platform, { parentId: request.params.id });
      return {
        data: await stagesOf(
          children.map((s) => s.id),
          ctx,
        ),
      };
    },
  );

  app.get(
    '/api/EventStage/v1/GetStages/:id',
    {
      schema: {
        tags: stageTags,
        summary: 'Upcoming and live stages of a tournament (id: sr:tournament or sr:stage season)',
        params: z.object({
          id: z.string().regex(/^(sr|bg):[a-z_]+:[0-9]{1,12}$/, 'id como sr:tournament:40'),
        }),
        querystring: ZListQuery,
        response: { 200: ZData(z.array(ZEventStage)) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const id = request.params.id;
      const filter = id.includes(':stage:') ? { parentId: id } : { tournamentId: id };
      const [live, next] = await Promise.all([
        listMatches(platform, { ...filter, eventType: 'stage', timing: 'live' }, ctx),
        listMatches(platform, { ...filter, eventType: 'stage', timing: 'prematch' }, ctx),
      ]);
      return {
        data: await stagesOf(
          [...live, ...next].map((m) => m.id),
          ctx,
        ),
      };
    },
  );

  app.get(
    '/api/EventStage/v1/GetMarkets/:id',
    {
      schema: {
        tags: stageTags,
        summary: 'Markets of a stage ([] when unknown)',
        params: ZIdParams,
        querystring: ZListQuery,
        response: { 200: ZData(z.array(ZMarket)) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await findVisible(platform, request.params.id, ctx);
      return {
        data: event ? toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }).markets : [],
      };
    },
  );

  app.get(
    '/api/EventSeason/v1/GetSeason/:id',
    {
      schema: {
        tags: seasonTags,
        summary: 'A season (outright event)',
        params: ZIdParams,
        querystring: ZListQuery,
        response: { 200: ZData(ZEventSeason) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await findVisible(platform, request.params.id, ctx);
      if (!event) throw notFound('Temporada');
      if (event.row.event_type !== 'season') throw notFound('Temporada');
      const [season] = await listSeasons(platform, [event.row.id]);
      const wire = toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now });
      return {
        data: {
          id: event.row.id,
          name: event.row.name,
          tournamentId: event.row.tournament_id,
          tournamentName: event.row.tournament_name,
          sportId: event.row.sport_id,
          startDate: season?.start_date ? String(season.start_date).slice(0, 10) : null,
          endDate: season?.end_date ? String(season.end_date).slice(0, 10) : null,
          status: event.row.status,
          countMarkets: wire.countMarkets,
        },
      };
    },
  );

  app.get(
    '/api/EventSeason/v1/GetMarketsBySeason/:id',
    {
      schema: {
        tags: seasonTags,
        summary: 'Outright markets of a season ([] when unknown)',
        params: ZIdParams,
        querystring: ZListQuery,
        response: { 200: ZData(z.array(ZMarket)) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await findVisible(platform, request.params.id, ctx);
      return {
        data: event ? toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }).markets : [],
      };
    },
  );

  app.get(
    '/api/EventSeason/v1/GetOutcomesByMarket/:id',
    {
      schema: {
        tags: seasonTags,
        summary: 'Outcomes of a season market (id: the season; marketId, specifiers in the query)',
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
      return {
        data: event.markets
          .filter(
            (m) =>
              (marketId === undefined || m.id === marketId) &&
              (specifiers === undefined || m.specifiers === specifiers),
          )
          .flatMap((m) => m.outcomes),
      };
    },
  );
}
