/**
 * The zod-free part of the stream contract (seed 001 section 4, seed 002 section 7): event names,
 * constants, topics and their gate paths, and a typed hand-check of an envelope. The web shell's stream
 * manager imports only this, so zod stays out of the first load; `stream.ts` re-exports all of it.
 */

import { routeUrl } from './route';
import { streamApi } from './routes.gen';

export const STREAM_EVENTS = [
  'odds-update',
  'fixture',
  'bet-stop',
  'event-live-time',
  'system-status',
  'switch-event',
  'bet-history-update',
  'settlement',
  'casino-crash',
] as const;
export type TStreamEvent = (typeof STREAM_EVENTS)[number];

/**
 * On the wire (GET /stream/...: text/event-stream) every message is
 *   id: <gate epoch>-<sequence>      resume token for Last-Event-ID (or ?lastEventId=)
 *   event: <envelope.event>          one of STREAM_EVENTS, or STREAM_RESYNC_EVENT
 *   data: <the TStreamEnvelope as JSON, ts included>
 * with `: heartbeat` comment lines on a stream quiet for STREAM_HEARTBEAT_MS (none is silent longer).
 */
/** Bus subjects the stream gate relays (feed.* carries public data, bets.history.* per-user data). */
export const STREAM_BUS_SUBJECTS = ['feed.>', 'bets.history.>'] as const;

/**
 * Sent by the gate (never on the bus) when a Last-Event-ID cannot be resumed exactly (the replay
 * buffer no longer holds the gap, or the id came from another node or an older process), and to every
 * open stream when the gate's bus comes back after an outage (what it carried meanwhile is lost): the
 * client keeps the connection and refetches its snapshot through the HTTP calls. Its data is
 * `{ reason: 'unknown-id' | 'replay-gap' | 'bus-reconnect' }`.
 */
export const STREAM_RESYNC_EVENT = 'resync';

/** Seed 001 section 4: odds older than the last seen for the same event, beyond this, are dropped. */
export const STREAM_ODDS_TOLERANCE_MS = 2_000;
/** Seed 001 section 4: last-seen entries are purged after 30 min, checked every 15 min. */
export const STREAM_ENTRY_TTL_MS = 30 * 60_000;
export const STREAM_PURGE_INTERVAL_MS = 15 * 60_000;
/** Comment lines keep proxies from closing an idle stream. */
export const STREAM_HEARTBEAT_MS = 15_000;
/** A stream ticket authorises opening betwon/{userId} for this long (EventSource cannot send headers). */
export const STREAM_TICKET_TTL_SECONDS = 60;
/** Most match ids one matches/{ids} stream may follow. */
export const STREAM_MAX_MATCHES = 50;

/** The stream topics of seed 002 section 7, as the client names them. */
export type TStreamTopic =
  | { kind: 'home' }
  | { kind: 'sport'; id: string; prematch?: boolean }
  | { kind: 'match'; id: string }
  | { kind: 'matches'; ids: string[] }
  | { kind: 'season'; id: string }
  | { kind: 'tournament'; id: string }
  | { kind: 'betwon'; userId: number };

/**
 * The gate path of a topic: `/stream/home`, `/stream/matches/a&b`, `/stream/betwon/7` ... built from
 * the routes' declarations (the zod-free table), so the web opens exactly what the server registers.
 */
export function streamPath(topic: TStreamTopic): string {
  switch (topic.kind) {
    case 'home':
      return routeUrl(streamApi.home);
    case 'sport':
      return routeUrl(topic.prematch ? streamApi.sportPrematch : streamApi.sport, { id: topic.id });
    case 'match':
      return routeUrl(streamApi.match, { id: topic.id });
    case 'matches':
      // a wildcard path (the router caps :params at 100 characters): the ids, each encoded, joined by &
      return streamApi.matches.path.replace('*', topic.ids.map(encodeURIComponent).join('&'));
    case 'season':
      return routeUrl(streamApi.season, { id: topic.id });
    case 'tournament':
      return routeUrl(streamApi.tournament, { id: topic.id });
    case 'betwon':
      return routeUrl(streamApi.betwon, { userId: topic.userId });
  }
}

/**
 * The envelope's shape checked by hand (what `ZStreamEnvelope` accepts, without zod on the hot path of
 * 20 odds messages a second): a known event, a finite `ts`, optional string ids, mode 0 or 1, a finite
 * userId, and a `payload` key (its content is left to the reader of each event).
 */
export function isStreamEnvelope(v: unknown): v is TStreamEnvelopeShape {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const e = v as Record<string, unknown>;
  if (typeof e.event !== 'string' || !(STREAM_EVENTS as readonly string[]).includes(e.event)) return false;
  if (!('payload' in e)) return false;
  if (typeof e.ts !== 'number' || !Number.isFinite(e.ts)) return false;
  for (const k of ['matchId', 'sportId', 'tournamentId', 'seasonId'] as const) {
    if (e[k] !== undefined && typeof e[k] !== 'string') return false;
  }
  if (e.mode !== undefined && e.mode !== 0 && e.mode !== 1) return false;
  if (e.userId !== undefined && (typeof e.userId !== 'number' || !Number.isFinite(e.userId))) return false;
  return true;
}

/** What `isStreamEnvelope` vouches for (the same type as `TStreamEnvelope`). */
export type TStreamEnvelopeShape = {
  event: TStreamEvent;
  ts: number;
  matchId?: string;
  sportId?: string;
  tournamentId?: string;
  seasonId?: string;
  mode?: 0 | 1;
  userId?: number;
  payload: unknown;
};
