/**
 * The odds feed: adapters (the embedded simulator, or a real UOF client behind `FeedAdapter`),
 * ingestion into the feed_* tables, and publication of every change on the bus.
 *
 * For other modules (betting):
 *   getOutcomeState(platform, { matchId, marketId, specifiers, outcomeId })
 *       → { odds, oddsUS, active, marketStatus, outcomeStatus, producerId, ts } | undefined
 *       `active` is the one bit to accept a bet on: market Open (1), outcome Active (1), producer up.
 *   getMarketState(platform, { matchId, marketId, specifiers }) → OutcomeState[] | undefined
 *   getMatchState(platform, matchId) → { status, producerId (1 live | 3 prematch), isLive, providerId,
 *       sportId, tournamentId, homeScore, awayScore, scheduledAt, bookingStatus } | undefined
 *   subscribeSettlements(platform, (payload: TFeedSettlementPayload, envelope) => void) → unsubscribe
 *       kinds settle | rollback-settle | cancel | rollback-cancel (contract sportsbook-feed.ts documents
 *       how a selection pays from result, voidFactor and deadHeatFactor); messageId is unique.
 *   listSettlementMessages(platform, matchId) → every stored settlement-type message, oldest first.
 *   listSettlementMessageRefsSince(platform, since) → { messageId, matchId, ts } of those received since,
 *       oldest first (betting's sweep applies what the bus lost).
 *   listSettlementMessageRefsOf(platform, matchIds) → the same for these matches (any age).
 *   feedIngestion(platform) → the running Ingestion (tests drive it with testing/feed-builders.ts).
 *
 * The simulator also runs the season outrights of the main leagues (sr:season events with a winner
 * market 534, left out of event lists; sportsbook's EventSeason calls serve them) and starts a match
 * on request: POST /api/admin/simulator/matches (role 1), relayed over the bus to the node running it.
 *
 * Bus subjects (TStreamEnvelope, see contract stream.ts and sportsbook-feed.ts):
 *   feed.odds|fixture|betstop|livetime|settlement|cancel.<matchId>, feed.status.<producerId>.
 */
export * from './catalogue.repository';
export * from './feed.messages';
export * from './feed.service';
export { createFeedState, type FeedState } from './feed.state';
export { type EventNames, loadEventMarkets, type MarketKey } from './market-loader';
export { bgMarketStatus, effectiveMarketStatus } from './market-view';
export { feedIngestion } from './module';
export { producerState } from './producer-state';
