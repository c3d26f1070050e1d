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
