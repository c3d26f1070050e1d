import { z } from 'zod';

/**
 * Live data on the bus and on the stream gate (seed 001 section 4, seed 002 section 7).
 *
 * Bus subjects (dot-separated; ids pass through `safeToken`):
 *   feed.<kind>.<matchId>        kind: odds | fixture | betstop | livetime | settlement | cancel | match
 *   feed.status.<producerId>     producer up/down (system status)
 *   feed.switch.<eventId>        feed switch changes
 *   bets.history.<userId>        a user's bet changed (placed, settled, cashed out)
 *   casino.crash.<roundId>       crash game multiplier ticks
 *
 * Every message on those subjects is a `TStreamEnvelope`: the stream gate routes it to the topics
 * whose filters match (home, sport/{id}, sport/{id}/prematch, match/{id}, matches/{ids},
 * season/{id}, tournament/{id}, betwon/{userId}) without looking inside `payload`.
 */
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

export const ZStreamEnvelope = z.object({
  /** SSE event name */
  event: z.enum(STREAM_EVENTS),
  /** feed timestamp, ms since epoch: clients drop odds older than the last seen (2 s tolerance) */
  ts: z.number(),
  matchId: z.string().optional(),
  sportId: z.string().optional(),
  tournamentId: z.string().optional(),
  seasonId: z.string().optional(),
  /** 0 prematch, 1 live (seed 001 "Mode") */
  mode: z.union([z.literal(0), z.literal(1)]).optional(),
  userId: z.number().optional(),
  payload: z.unknown(),
});
export type TStreamEnvelope = z.infer<typeof ZStreamEnvelope>;

/**
 * On the wire (GET /stream/...: text/event-stream) every message is
 *   id: <gate epoch>-<sequence>      resume token for Last-Event-ID (or ?lastEventId=)
 *   event: <envelope.event>          one of STREAM_EVENTS, or STREAM_RESYNC_EVENT
 *   data: <the TStreamEnvelope as JSON, ts included>
 * with `: heartbeat` comment lines every STREAM_HEARTBEAT_MS.
 */
/** Bus subjects the stream gate relays (feed.* carries public data, bets.history.* per-user data). */
export const STREAM_BUS_SUBJECTS = ['feed.>', 'bets.history.>'] as const;

/**
 * Sent by the gate (never on the bus) when a Last-Event-ID cannot be resumed exactly (the replay
 * buffer no longer holds the gap, or the id came from another node or an older process): the client
 * keeps the connection and refetches its snapshot through the HTTP calls.
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

/** Ids on stream paths: provider ids such as `sr:match:123`, `bg:sport:1`, or plain numbers. */
export const ZStreamId = z
  .string()
  .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'identificador inválido (letras, números, ":", "_" ou "-", até 64)');

/** The stream topics of seed 002 section 7, as the client names them. */
export type TStreamTopic =
  | { kind: 'home' }
  | { kind: 'sport'; id: string; prematch?: boolean }
  | { kind: 'match'; id: string }
  | { kind: 'matches'; ids: string[] }
  | { kind: 'season'; id: string }
  | { kind: 'tournament'; id: string }
  | { kind: 'betwon'; userId: number };

/** The gate path of a topic: `/stream/home`, `/stream/matches/a&b`, `/stream/betwon/7` ... */
export function streamPath(topic: TStreamTopic): string {
  const e = encodeURIComponent;
  switch (topic.kind) {
    case 'home':
      return '/stream/home';
    case 'sport':
      return `/stream/sport/${e(topic.id)}${topic.prematch ? '/prematch' : ''}`;
    case 'match':
      return `/stream/match/${e(topic.id)}`;
    case 'matches':
      return `/stream/matches/${topic.ids.map(e).join('&')}`;
    case 'season':
      return `/stream/season/${e(topic.id)}`;
    case 'tournament':
      return `/stream/tournament/${e(topic.id)}`;
    case 'betwon':
      return `/stream/betwon/${topic.userId}`;
  }
}

/** POST /api/stream/ticket answer: pass `ticket` as `?ticket=` to /stream/betwon/{userId}. */
export const ZStreamTicket = z.object({
  ticket: z.string(),
  userId: z.number().int(),
  /** ISO 8601 */
  expiresAt: z.string(),
});
export type TStreamTicket = z.infer<typeof ZStreamTicket>;

/** Query of every /stream route: `lastEventId` stands in for the header when the client reconnects itself. */
export const ZStreamQuery = z.object({
  lastEventId: z.string().max(64, 'no máximo 64 caracteres').optional(),
  ticket: z.string().max(2048, 'no máximo 2048 caracteres').optional(),
});
