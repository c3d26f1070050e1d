import { type Kysely, sql } from 'kysely';
import type { BetStop, FeedEventState, OddsChange, UofMarketStatus } from '../feed.messages';
import type { FeedTables } from '../feed.tables';

type Db = Kysely<FeedTables>;

/** UOF market status → the stored numbers (Open 1, Suspended -1, Inactive 0, Closed 3). */
export function storedMarketStatus(status: UofMarketStatus): number {
  if (status === 1 || status === -1 || status === 0) return status;
  return 3; // settled, cancelled, handed over: closed for betting
}

/** Applies the event state of an odds change when newer; answers whether it changed anything. */
export async function applyEventState(db: Db, eventId: string, ts: number, state: FeedEventState) {
  const row = await db
    .updateTable('feed_events')
    .set({
      status: state.status,
      match_status_description: state.matchStatusDescription,
      home_score: state.homeScore,
      away_score: state.awayScore,
      clock_seconds: state.clock ? Math.floor(state.clock.timeInSeconds) : null,
      clock_stopped: state.clock?.stopped ?? true,
      clock_type: state.clock?.timerType ?? 'up',
      clock_rate: state.clockRate ?? 1,
      clock_at: state.clock ? ts : null,
      status_ts: ts,
      updated_at: ts,
    })
    .where('id', '=', eventId)
    .where('status_ts', '<', ts)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export type MarketKey = { marketId: number; specifiers: string };

/**
 * Upserts the markets of an odds change that are newer than what is stored (duplicates and late
 * messages are no-ops), then their outcomes. Answers the markets that changed.
 */
export async function applyMarkets(db: Db, message: OddsChange): Promise<MarketKey[]> {
  if (message.markets.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .insertInto('feed_markets')
      .values(
        message.markets.map((m) => ({
          event_id: message.eventId,
          market_id: m.marketId,
          specifiers: m.specifiers,
          producer_id: message.producerId,
          status: storedMarketStatus(m.status),
          is_favorite: m.isFavorite ?? false,
          ts: message.ts,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['event_id', 'market_id', 'specifiers'])
          .doUpdateSet((eb) => ({
            producer_id: eb.ref('excluded.producer_id'),
            status: eb.ref('excluded.status'),
            is_favorite: eb.ref('excluded.is_favorite'),
            ts: eb.ref('excluded.ts'),
          }))
          .where('feed_markets.ts', '<', message.ts)
          .where('feed_markets.status', '!=', 3),
      )
      .returning(['market_id', 'specifiers'])
      .execute();
    if (changed.length === 0) return [];
    const keys = new Set(changed.map((c) => `${c.market_id}|${c.specifiers}`));
    const rows = message.markets
      .filter((m) => keys.has(`${m.marketId}|${m.specifiers}`))
      .flatMap((m) => {
        const marketActive = m.status === 1;
        return m.outcomes.map((o, i) => ({
          event_id: message.eventId,
          market_id: m.marketId,
          specifiers: m.specifiers,
          outcome_id: o.outcomeId,
          odds: o.odds,
          probability: o.probability,
          active: o.active,
          status: marketActive && o.active ? 1 : marketActive ? 0 : -1,
          sort_order: i,
        }));
      });
    if (rows.length > 0) {
      await trx
        .insertInto('feed_outcomes')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['event_id', 'market_id', 'specifiers', 'outcome_id']).doUpdateSet((eb) => ({
            odds: eb.ref('excluded.odds'),
            probability: eb.ref('excluded.probability'),
            active: eb.ref('excluded.active'),
            status: eb.ref('excluded.status'),
            sort_order: eb.ref('excluded.sort_order'),
          })),
        )
        .execute();
    }
    return changed.map((c) => ({ marketId: c.market_id, specifiers: c.specifiers }));
  });
}

/** Bet stop: suspends the event's ACTIVE markets (optionally only some ids) older than the message. */
export async function applyBetStop(db: Db, message: BetStop): Promise<number[]> {
  let q = db
    .updateTable('feed_markets')
    .set({ status: -1, ts: message.ts })
    .where('event_id', '=', message.eventId)
    .where('status', '=', 1)
    .where('ts', '<', message.ts);
  if (message.marketIds && message.marketIds.length > 0) q = q.where('market_id', 'in', message.marketIds);
  const rows = await q.returning('market_id').execute();
  if (rows.length > 0) {
    // the outcomes of exactly the markets this bet stop suspended
    await sql`
      update feed_outcomes o set status = -1
      from feed_markets m
      where m.event_id = ${message.eventId} and m.ts = ${message.ts} and m.status = -1
        and o.event_id = m.event_id and o.market_id = m.market_id and o.specifiers = m.specifiers
        and o.status in (0, 1)`.execute(db);
  }
  return [...new Set(rows.map((r) => r.market_id))];
}

/** Suspends every active market of an event (cancellations, postponements). */
export async function suspendAllMarkets(db: Db, eventId: string, ts: number): Promise<number[]> {
  return applyBetStop(db, { kind: 'bet_stop', eventId, producerId: 3, ts });
}
