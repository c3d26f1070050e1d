import { isFinishedStatus, isLiveStatus, type TMatch } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { queryEventIds } from '../feed';
import { matchCache } from './match-cache';
import { toWireMatch } from './match-view';
import { switchState } from './switch.service';
import { findVisible, listMatches, type ViewContext, visibleOnly } from './visibility';

/** The /fb calls' answers (seed 001 section 7), over the match cache, the switch and the brand rules. */

export function liveMatches(platform: Platform, ctx: ViewContext, device: 'Mobile' | 'Desktop') {
  const markets = device === 'Mobile' ? 'main' : 'principal';
  return listMatches(platform, { timing: 'live', eventType: 'match' }, ctx, markets);
}

/** Live events enabled for display, with the first-provider event each one replaces. */
export async function enabledLiveEvents(platform: Platform, ctx: ViewContext) {
  const ids = await queryEventIds(platform, { timing: 'live', now: ctx.now });
  const visible = await visibleOnly(platform, await matchCache(platform).get(ids), ctx);
  const sw = await switchState(platform);
  const replaces = new Map([...sw.replaced].map(([sr, bg]) => [bg, sr]));
  return visible.map((e) => ({ eventId: e.row.id, replaces: replaces.get(e.row.id) ?? null }));
}

export async function liveMatch(platform: Platform, ctx: ViewContext, id: string): Promise<TMatch> {
  const event = await findVisible(platform, id, ctx);
  if (!event || !isLiveStatus(event.row.status)) throw notFound('Partida ao vivo');
  return toWireMatch(event, { markets: 'all', brand: ctx.brand, now: ctx.now });
}

export async function streamingInfo(platform: Platform, ctx: ViewContext, id: string) {
  const event = await findVisible(platform, id, ctx);
  if (!event?.row.has_streaming || isFinishedStatus(event.row.status)) {
    throw new AppError('NOT_FOUND', {
      message: 'Transmissão indisponível para este evento.',
      context: { reason: 'Streaming not available' },
    });
  }
  return {
    eventId: event.row.id,
    kind: 'match-tracker' as const,
    streamPath: `/stream/matches/${encodeURIComponent(event.row.id)}`,
  };
}

/** Prematch events of a sport the feed switch hides (hidden, or replaced by their twin). */
export async function hiddenPrematch(platform: Platform, ctx: ViewContext, sportId: string) {
  const ids = await queryEventIds(platform, { sportId, timing: 'prematch', now: ctx.now });
  if (ids.length === 0) {
    throw new AppError('NOT_FOUND', {
      message: 'Não há eventos deste esporte.',
      context: { reason: 'Hidden not available' },
    });
  }
  const sw = await switchState(platform);
  return { prematchEventsHidden: ids.filter((id) => sw.map.get(id)?.show === false || sw.replaced.has(id)) };
}

export async function eventVisibility(platform: Platform, ctx: ViewContext, id: string) {
  const [event] = await matchCache(platform).get([id]);
  if (!event) throw notFound('Evento');
  const visible = (await visibleOnly(platform, [event], ctx)).length > 0;
  const s = event.row.status;
  return {
    eventId: event.row.id,
    state: isLiveStatus(s)
      ? ('Live' as const)
      : isFinishedStatus(s)
        ? ('Ended' as const)
        : ('Prematch' as const),
    visibility: visible ? ('Visible' as const) : ('Hidden' as const),
  };
}

export function upcomingOfSport(platform: Platform, ctx: ViewContext, sportId: string) {
  return listMatches(platform, { sportId, timing: 'prematch', from: ctx.now, limit: 300 }, ctx);
}
