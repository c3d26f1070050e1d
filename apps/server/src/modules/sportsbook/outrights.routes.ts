import { sportsbookOutrightsApi as api } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/http/route';
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

  for (const [def, markets] of [
    [api.stagePrincipalMarkets, 'principal'],
    [api.stageDetail, 'all'],
  ] as const) {
    route(app, def, {}, async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const event = await findVisible(platform, request.params.id, ctx);
      if (!event) throw notFound('Etapa');
      if (event.row.event_type !== 'stage') throw notFound('Etapa');
      return { data: await toStage(event, ctx, markets) };
    });
  }

  route(app, api.liveStages, {}, async (request) => {
    const ctx = viewContext(request, request.query.adminMode);
    const live = await listMatches(platform, { eventType: 'stage', timing: 'live' }, ctx);
    return {
      data: await stagesOf(
        live.map((m) => m.id),
        ctx,
      ),
    };
  });

  route(app, api.childStages, {}, async (request) => {
    const ctx = viewContext(request, request.query.adminMode);
    const children = await listStages(platform, { parentId: request.params.id });
    return {
      data: await stagesOf(
        children.map((s) => s.id),
        ctx,
      ),
    };
  });

  route(app, api.stages, {}, async (request) => {
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
  });

  route(app, api.stageMarkets, {}, async (request) => {
    const ctx = viewContext(request, request.query.adminMode);
    const event = await findVisible(platform, request.params.id, ctx);
    return {
      data: event ? toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }).markets : [],
    };
  });

  route(app, api.season, {}, async (request) => {
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
  });

  route(app, api.seasonMarkets, {}, async (request) => {
    const ctx = viewContext(request, request.query.adminMode);
    const event = await seasonEvent(request.params.id, ctx);
    return {
      data: event ? toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }).markets : [],
    };
  });

  route(app, api.seasonOutcomes, {}, async (request) => {
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
  });
}
