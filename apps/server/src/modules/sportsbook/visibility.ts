import { EVENT_STATUS, isLiveStatus, type TBrand, type TMatch } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type EventFilter, listTournaments, queryEventIds } from '../feed';
import { brandOf, secondProviderAllowed, sportAllowed, tournamentAllowed } from './brand-rules';
import { type CachedMatch, matchCache } from './match-cache';
import { toWireMatch } from './match-view';
import { switchState } from './switch.service';

export type ViewContext = { brand: TBrand; admin: boolean; now: number };

/** Brand, admin mode (role 1 only: it reveals what the feed switch hides) and the time of the request. */
export function viewContext(request: FastifyRequest, adminMode?: boolean): ViewContext {
  if (adminMode && !request.user?.roles.includes(1)) {
    throw new AppError('FORBIDDEN', { message: 'O modo administrador é exclusivo de administradores.' });
  }
  return { brand: brandOf(request), admin: adminMode === true, now: Date.now() };
}

const NOT_STARTED: ReadonlySet<number> = new Set([
  EVENT_STATUS.NotStarted,
  EVENT_STATUS.Delayed,
  EVENT_STATUS.MatchAboutToStart,
]);

/** Second-provider tournaments whose prematch is enabled: the principal ones the feed marks. */
export function enabledPrematchTournaments(platform: Platform): Promise<Set<string>> {
  const state = platform.modules.sportsbook;
  const hit = state.enabledPrematch;
  if (hit && Date.now() - hit.at < 10_000) return hit.ids;
  const ids = listTournaments(platform).then(
    (rows) => new Set(rows.filter((t) => t.provider_id === 2 && t.is_principal).map((t) => t.id)),
  );
  state.enabledPrematch = { at: Date.now(), ids };
  return ids;
}

/** Applies the switch, the brand restrictions and the second-provider rules to cached events. */
export async function visibleOnly(
  platform: Platform,
  events: CachedMatch[],
  ctx: ViewContext,
): Promise<CachedMatch[]> {
  const sw = await switchState(platform);
  const enabled = await enabledPrematchTournaments(platform);
  return events.filter(({ row }) => {
    const timing = isLiveStatus(row.status) ? 'live' : 'prematch';
    if (!tournamentAllowed(ctx.brand, { id: row.tournament_id, name: row.tournament_name })) return false;
    if (!sportAllowed(ctx.brand, row.sport_id, timing)) return false;
    if (ctx.admin) return true;
    const settings = sw.map.get(row.id);
    if (settings && !settings.show) return false;
    if (sw.replaced.has(row.id)) return false;
    if (row.provider_id === 2) {
      const notStarted = NOT_STARTED.has(row.status) && row.scheduled_at > ctx.now;
      return secondProviderAllowed(
        { sportId: row.sport_id, tournamentId: row.tournament_id, notStarted },
        settings?.show === true,
        enabled,
      );
    }
    return true;
  });
}

const ID_TTL_MS = 1_000;

/** Event ids for a list filter, cached for a second (lists are re-read at most once a second). */
function cachedIds(platform: Platform, filter: Omit<EventFilter, 'now'>, now: number): Promise<string[]> {
  const map = platform.modules.sportsbook.listIds;
  const key = JSON.stringify(filter);
  const hit = map.get(key);
  if (hit && now - hit.at < ID_TTL_MS) return hit.ids;
  const ids = queryEventIds(platform, { ...filter, now });
  map.set(key, { at: now, ids });
  if (map.size > 2000) map.clear();
  return ids;
}

/** Events of a filter as Matches, after visibility rules. */
export async function listMatches(
  platform: Platform,
  filter: Omit<EventFilter, 'now'>,
  ctx: ViewContext,
  markets: 'principal' | 'all' | 'main' = 'principal',
): Promise<TMatch[]> {
  const ids = await cachedIds(platform, filter, ctx.now);
  const events = await visibleOnly(platform, await matchCache(platform).get(ids), ctx);
  return events.map((e) => toWireMatch(e, { markets, brand: ctx.brand, now: ctx.now }));
}

/** One event if it exists and is visible to this request. */
export async function findVisible(
  platform: Platform,
  id: string,
  ctx: ViewContext,
): Promise<CachedMatch | undefined> {
  const [event] = await matchCache(platform).get([id]);
  if (!event) return undefined;
  const [visible] = await visibleOnly(platform, [event], ctx);
  return visible;
}
