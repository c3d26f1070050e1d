import { type Kysely, sql } from 'kysely';
import type { BetStop, OddsChange, UofMarketStatus } from '../feed.messages';
import type { FeedTables } from '../feed.tables';
import { chunked } from './chunks';

type Db = Kysely<FeedTables>;

/** UOF market status → the stored numbers (Open 1, Suspended -1, Inactive 0, Closed 3). */
export function storedMarketStatus(status: UofMarketStatus): number {
  if (status === 1 || status === -1 || status === 0) return status;
  return 3; // settled, cancelled, handed over: closed for betting
}

export type MarketKey = { marketId: number; specifiers: string };

/**
 * Applies odds changes (one, or many of distinct events) in one transaction: the event state of
 * each when newer than the stored one, then the markets newer than the stored ones and their
 * outcomes (late and duplicate messages change nothing, closed markets stay closed). Answers the
 * events whose state changed and, per event, the markets that changed.
 */
export async function applyOdds(
  db: Db,
  messages: OddsChange[],
): Promise<{ stateChanged: Set<string>; changed: Map<string, MarketKey[]> }> {
  const stateChanged = new Set<string>();
  const changed = new Map<string, MarketKey[]>();
  if (messages.length === 0) return { stateChanged, changed };
  await db.transaction().execute(async (trx) => {
    const states = messages.filter((m) => m.state !== undefined);
    for (const chunk of chunked(states, 11)) {
      const values = chunk.map((m) => {
        const s = m.state!;
        return sql`(${m.eventId}::text, ${s.status}::smallint, ${s.matchStatusDescription}::text,
          ${s.homeScore}::int, ${s.awayScore}::int,
          ${s.clock ? Math.floor(s.clock.timeInSeconds) : null}::int, ${s.clock?.stopped ?? true}::boolean,
          ${s.clock?.timerType ?? 'up'}::text, ${s.clockRate ?? 1}::real, ${s.clock ? m.ts : null}::bigint,
          ${m.ts}::bigint)`;
      });
      const rows = await sql<{ id: string }>`
        update feed_events e set status = v.status, match_status_description = v.description,
          home_score = v.home_score, away_score = v.away_score, clock_seconds = v.clock_seconds,
          clock_stopped = v.clock_stopped, clock_type = v.clock_type, clock_rate = v.clock_rate,
          clock_at = v.clock_at, status_ts = v.ts, updated_at = v.ts
        from (values ${sql.join(values)}) as v(id, status, description, home_score, away_score,
          clock_seconds, clock_stopped, clock_type, clock_rate, clock_at, ts)
        where e.id = v.id and e.status_ts < v.ts
        returning e.id`.execute(trx);
      for (const r of rows.rows) stateChanged.add(r.id);
    }
    const marketRows = messages.flatMap((message) =>
      message.markets.map((m) => ({
        event_id: message.eventId,
        market_id: m.marketId,
        specifiers: m.specifiers,
        producer_id: message.producerId,
        status: storedMarketStatus(m.status),
        is_favorite: m.isFavorite ?? false,
        ts: message.ts,
      })),
    );
    const changedKeys = new Set<string>();
    for (const chunk of chunked(marketRows, 7)) {
      const rows = await trx
        .insertInto('feed_markets')
        .values(chunk)
        .onConflict((oc) =>
          oc
            .columns(['event_id', 'market_id', 'specifiers'])
            .doUpdateSet((eb) => ({
              producer_id: eb.ref('excluded.producer_id'),
              status: eb.ref('excluded.status'),
              is_favorite: eb.ref('excluded.is_favorite'),
              ts: eb.ref('excluded.ts'),
            }))
            .where(sql<boolean>`feed_markets.ts < excluded.ts`)
            .where('feed_markets.status', '!=', 3),
        )
        .returning(['event_id', 'market_id', 'specifiers'])
        .execute();
      for (const r of rows) {
        changedKeys.add(`${r.event_id}|${r.market_id}|${r.specifiers}`);
        const list = changed.get(r.event_id) ?? [];
        list.push({ marketId: r.market_id, specifiers: r.specifiers });
        changed.set(r.event_id, list);
      }
    }
    if (changedKeys.size === 0) return;
    const outcomeRows = messages.flatMap((message) =>
      message.markets
        .filter((m) => changedKeys.has(`${message.eventId}|${m.marketId}|${m.specifiers}`))
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
        }),
    );
    for (const chunk of chunked(outcomeRows, 9)) {
      await trx
        .insertInto('feed_outcomes')
        .values(chunk)
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
  });
  return { stateChanged, changed };
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
