import { z } from 'zod';
import { ZEventStatus, ZLiveClock, ZMarket, ZProducerId, ZProviderId } from './sportsbook';

/**
 * Payloads of the feed subjects (inside `TStreamEnvelope.payload`, see stream.ts):
 *
 *   feed.odds.<matchId>        event 'odds-update'      TFeedOddsPayload      markets that changed
 *   feed.betstop.<matchId>     event 'bet-stop'         TFeedBetStopPayload   markets suspended
 *   feed.fixture.<matchId>     event 'fixture'          TFeedFixturePayload   schedule/status changes
 *   feed.livetime.<matchId>    event 'event-live-time'  TFeedLiveTimePayload  clock, score, period
 *   feed.settlement.<matchId>  event 'settlement'       TFeedSettlementPayload (settle / rollback)
 *   feed.cancel.<matchId>      event 'settlement'       TFeedSettlementPayload (cancel / rollback)
 *   feed.status.<producerId>   event 'system-status'    TFeedProducerStatusPayload
 *   feed.switch.<eventId>      event 'switch-event'     TFeedSwitchPayload
 */

export const ZFeedOddsPayload = z.object({
  matchId: z.string(),
  producerId: ZProducerId,
  providerId: ZProviderId,
  status: ZEventStatus,
  /** the markets that changed, in full (replace them by id + specifiers) */
  markets: z.array(ZMarket),
});
export type TFeedOddsPayload = z.infer<typeof ZFeedOddsPayload>;

export const ZFeedBetStopPayload = z.object({
  matchId: z.string(),
  producerId: ZProducerId,
  /** market ids suspended; empty means every active market of the match */
  marketIds: z.array(z.number().int()),
  /** 'bet-stop' from the feed, 'producer-down' when the producer went silent */
  reason: z.enum(['bet-stop', 'producer-down', 'fixture']),
});
export type TFeedBetStopPayload = z.infer<typeof ZFeedBetStopPayload>;

export const ZFeedFixturePayload = z.object({
  matchId: z.string(),
  change: z.enum(['new', 'start-time', 'status', 'cancelled', 'coverage', 'format']),
  status: ZEventStatus,
  scheduleTime: z.string(),
  bookingStatus: z.string(),
});
export type TFeedFixturePayload = z.infer<typeof ZFeedFixturePayload>;

export const ZFeedLiveTimePayload = z.object({
  matchId: z.string(),
  status: ZEventStatus,
  matchStatusDescription: z.string(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  time: ZLiveClock.nullable(),
});
export type TFeedLiveTimePayload = z.infer<typeof ZFeedLiveTimePayload>;

/**
 * Settlement as the betting module consumes it (UOF bet_settlement / rollback_bet_settlement /
 * bet_cancel / rollback_bet_cancel). A selection (matchId, marketId, specifiers, outcomeId) pays
 *   stake × odds × deadHeatFactor × (1 − voidFactor) + stake × voidFactor   when result is 1,
 *   stake × voidFactor                                                       when result is 0.
 * voidFactor 1 is a full refund (push, cancelled match); 0.5 a half refund (quarter lines).
 * A rollback undoes an earlier settlement (or cancel) of the listed markets; a later settlement
 * may follow. Messages are idempotent: the same `messageId` is never published twice.
 */
export const ZFeedSettlementOutcome = z.object({
  outcomeId: z.string(),
  /** 1 won, 0 lost (ignored for cancels) */
  result: z.union([z.literal(0), z.literal(1)]),
  voidFactor: z.number().min(0).max(1),
  deadHeatFactor: z.number().min(0).max(1),
});
export const ZFeedSettlementMarket = z.object({
  marketId: z.number().int(),
  specifiers: z.string(),
  /** settle: every outcome of the market; cancel/rollbacks: may be empty (whole market) */
  outcomes: z.array(ZFeedSettlementOutcome),
});
export const ZFeedSettlementPayload = z.object({
  /** stable id of this feed message: `${kind}:${matchId}:${ts}` */
  messageId: z.string(),
  kind: z.enum(['settle', 'rollback-settle', 'cancel', 'rollback-cancel']),
  matchId: z.string(),
  producerId: ZProducerId,
  providerId: ZProviderId,
  /** UOF certainty: 1 settled on live scouting, 2 confirmed result */
  certainty: z.union([z.literal(1), z.literal(2)]),
  /** cancel: bets placed in [startTime, endTime] (ms) are void; absent means all */
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
  markets: z.array(ZFeedSettlementMarket),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
});
export type TFeedSettlementPayload = z.infer<typeof ZFeedSettlementPayload>;

export const ZFeedProducerStatusPayload = z.object({
  producerId: ZProducerId,
  up: z.boolean(),
  /** last alive seen (ms) */
  lastAliveAt: z.number(),
});
export type TFeedProducerStatusPayload = z.infer<typeof ZFeedProducerStatusPayload>;

export const ZSwitchSettings = z.object({ show: z.boolean(), replace: z.boolean() });
export type TSwitchSettings = z.infer<typeof ZSwitchSettings>;

export const ZFeedSwitchPayload = z.object({
  eventId: z.string(),
  /** null when the event's switch entry was deleted (back to defaults) */
  settings: ZSwitchSettings.nullable(),
});
export type TFeedSwitchPayload = z.infer<typeof ZFeedSwitchPayload>;
