import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listSeasons, listStages, queryEventIds } from '../feed';
import type { CachedMatch } from './match-cache';
import { toWireMatch } from './match-view';
import { findVisible, listMatches, type ViewContext } from './visibility';

/** Stages (F1 races as sr:stage events) and seasons (outrights) of seed 001 section 7. */

const OUTRIGHT = 534;

/** A `date` column as YYYY-MM-DD: the drivers read it as a Date at local midnight, or leave the text. */
function isoDay(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!(value instanceof Date)) return String(value).slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

async function toStage(
  platform: Platform,
  event: CachedMatch,
  ctx: ViewContext,
  markets: 'principal' | 'all',
) {
  const [stage] = await listStages(platform, { ids: [event.row.id] });
  const outright = event.markets.find((m) => m.id === OUTRIGHT);
  return {
    ...toWireMatch(event, { markets, brand: ctx.brand, now: ctx.now }),
    stageType: stage?.stage_type ?? 'race',
    competitors: (outright?.outcomes ?? []).map((o) => ({ id: o.outcomeId, name: o.name })),
  };
}

/** A season outright by its id, or the current one of a tournament (GetSeason/sr:tournament:325). */
async function seasonEvent(platform: Platform, id: string, ctx: ViewContext) {
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

async function stagesOf(platform: Platform, ids: string[], ctx: ViewContext) {
  const matches = await listMatches(platform, { ids, eventType: 'stage' }, ctx);
  const out = [];
  for (const m of matches) {
    const event = await findVisible(platform, m.id, ctx);
    if (event) out.push(await toStage(platform, event, ctx, 'principal'));
  }
  return out;
}

/** A stage with its principal or all markets; 404 when it is no visible stage. */
export async function stageDetail(
  platform: Platform,
  id: string,
  ctx: ViewContext,
  markets: 'principal' | 'all',
) {
  const event = await findVisible(platform, id, ctx);
  if (!event) throw notFound('Etapa');
  if (event.row.event_type !== 'stage') throw notFound('Etapa');
  return toStage(platform, event, ctx, markets);
}

export async function liveStages(platform: Platform, ctx: ViewContext) {
  const live = await listMatches(platform, { eventType: 'stage', timing: 'live' }, ctx);
  return stagesOf(
    platform,
    live.map((m) => m.id),
    ctx,
  );
}

export async function childStages(platform: Platform, parentId: string, ctx: ViewContext) {
  const children = await listStages(platform, { parentId });
  return stagesOf(
    platform,
    children.map((s) => s.id),
    ctx,
  );
}

/** The live and upcoming stages of a stage (sr:stage:…) or a tournament. */
export async function stagesUnder(platform: Platform, id: string, ctx: ViewContext) {
  const filter = id.includes(':stage:') ? { parentId: id } : { tournamentId: id };
  const [live, next] = await Promise.all([
    listMatches(platform, { ...filter, eventType: 'stage', timing: 'live' }, ctx),
    listMatches(platform, { ...filter, eventType: 'stage', timing: 'prematch' }, ctx),
  ]);
  return stagesOf(
    platform,
    [...live, ...next].map((m) => m.id),
    ctx,
  );
}

export async function stageMarkets(platform: Platform, id: string, ctx: ViewContext) {
  const event = await findVisible(platform, id, ctx);
  return event ? toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }).markets : [];
}

/** A season outright's summary; 404 when there is none. */
export async function season(platform: Platform, id: string, ctx: ViewContext) {
  const event = await seasonEvent(platform, id, ctx);
  if (!event) throw notFound('Temporada');
  const [row] = await listSeasons(platform, [event.row.id]);
  const wire = toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now });
  return {
    id: event.row.id,
    name: event.row.name,
    tournamentId: event.row.tournament_id,
    tournamentName: event.row.tournament_name,
    sportId: event.row.sport_id,
    startDate: isoDay(row?.start_date),
    endDate: isoDay(row?.end_date),
    status: event.row.status,
    countMarkets: wire.countMarkets,
  };
}

export async function seasonMarkets(platform: Platform, id: string, ctx: ViewContext) {
  const event = await seasonEvent(platform, id, ctx);
  return event ? toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now }).markets : [];
}

/** A season's outcomes, of one market type and specifiers when asked. */
export async function seasonOutcomes(
  platform: Platform,
  id: string,
  ctx: ViewContext,
  { marketId, specifiers }: { marketId?: number; specifiers?: string },
) {
  const event = await seasonEvent(platform, id, ctx);
  if (!event) return [];
  return event.markets
    .filter(
      (m) =>
        (marketId === undefined || m.id === marketId) &&
        (specifiers === undefined || m.specifiers === specifiers),
    )
    .flatMap((m) => m.outcomes);
}
