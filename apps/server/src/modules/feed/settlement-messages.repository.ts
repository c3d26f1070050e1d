import type { TFeedSettlementPayload } from '@placar/contract';
import type { Db } from '../../platform/db/database';
import type { FeedTables } from './feed.tables';

/** The stored settlement-type messages' SQL (table feed_settlement_messages, written by ingestion). */
const table = (db: Db) => db.withTables<FeedTables>();

/** A stored settlement-type message by id: its match and feed timestamp. */
export type SettlementMessageRef = { messageId: string; matchId: string; ts: number };

/** The payloads stored for a match, oldest first. */
export async function selectSettlementPayloads(db: Db, matchId: string): Promise<TFeedSettlementPayload[]> {
  const rows = await table(db)
    .selectFrom('feed_settlement_messages')
    .select(['payload'])
    .where('event_id', '=', matchId)
    .orderBy('ts')
    .execute();
  return rows.map(
    (r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as TFeedSettlementPayload,
  );
}

/** The messages received since `since`, oldest first. */
export async function selectSettlementRefsSince(db: Db, since: Date): Promise<SettlementMessageRef[]> {
  const rows = await table(db)
    .selectFrom('feed_settlement_messages')
    .select(['message_id', 'event_id', 'ts'])
    .where('received_at', '>=', since)
    .orderBy('ts')
    .execute();
  return rows.map((r) => ({ messageId: r.message_id, matchId: r.event_id, ts: Number(r.ts) }));
}

/** The messages of some matches (at most a few hundred per call), oldest first. */
export async function selectSettlementRefsOf(db: Db, matchIds: string[]): Promise<SettlementMessageRef[]> {
  const rows = await table(db)
    .selectFrom('feed_settlement_messages')
    .select(['message_id', 'event_id', 'ts'])
    .where('event_id', 'in', matchIds)
    .orderBy('ts')
    .execute();
  return rows.map((r) => ({ messageId: r.message_id, matchId: r.event_id, ts: Number(r.ts) }));
}
