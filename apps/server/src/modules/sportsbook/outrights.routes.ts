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
import { listSeasons, listStages, queryEventIds } from '../feed';
import type { CachedMatch } from './match-cache';
import { toWireMatch } from './match-view';
import { findVisible, listMatches, type ViewContext, viewContext } from './visibility';

const OUTRIGHT = 534;

/** A `date` column as YYYY-MM-DD: the drivers read it as a Date at local midnight, or leave the text. */
function isoDay(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!(value instanceof Date)) return String(value).slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

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

  /** A season outright by its id, or the current one of a tournament (GetSeason/sr:tournament:325). */
  async function seasonEvent(id: string, ctx: ViewContext) {
    let seasonId = id;
    if (id.includes(':tournament:')) {
      const filter = { tournamentId: id, eventType: 'season' as const, timing: 'prematch' as const };
      const [current] = await queryEventIds(platform, { ...filter, now: ctx.now, limit: 1 });
      if (!current) return undefined;
      seasonId = current;
    }
    const event = await findVisible(platform, seasonId, ctx);
    return event?.row.event_type === 'season' ? event : undefined;
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
        summary: 'A season (outright event); id: the season, or a tournament for its current season',
        params: ZIdParams,
        querystring: ZListQuery,
        response: { 200: ZData(ZEventSeason) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await seasonEvent(request.params.id, ctx);
      if (!event) throw notFound('Temporada');
      const [season] = await listSeasons(platform, [event.row.id]);
      const wire = toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now });
      return {
        data: {
          id: event.row.id,
          name: event.row.name,
          tournamentId: event.row.tournament_id,
          tournamentName: event.row.tournament_name,
          sportId: event.row.sport_id,
          startDate: isoDay(season?.start_date),
          endDate: isoDay(season?.end_date),
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
        summary: 'Outright markets of a season, or of the current season of a tournament ([] when unknown)',
        params: ZIdParams,
        querystring: ZListQuery,
        response: { 200: ZData(z.array(ZMarket)) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await seasonEvent(request.params.id, ctx);
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
        summary:
          'Outcomes of a season market (id: the season or its tournament; marketId, specifiers in the query)',
        params: ZIdParams,
        querystring: ZOutcomesQuery.extend(ZListQuery.shape),
        response: { 200: ZData(z.array(ZOutcome)) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await seasonEvent(request.params.id, ctx);
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
