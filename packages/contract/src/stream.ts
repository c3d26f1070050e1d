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
import { STREAM_EVENTS } from './stream-constants';

export * from './stream-constants';

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

/** Ids on stream paths: provider ids such as `sr:match:123`, `bg:sport:1`, or plain numbers. */
export const ZStreamId = z
  .string()
  .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'identificador inválido (letras, números, ":", "_" ou "-", até 64)');

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
