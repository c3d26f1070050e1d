import type { Db } from '../../platform/db/database';
import type { FeedMarket, FeedOutcome, FeedTables } from './feed.tables';

/** The feed markets' SQL for reads (tables feed_markets, feed_outcomes; writes: ingestion/*.repository.ts). */
const table = (db: Db) => db.withTables<FeedTables>();

export type MarketKey = { marketId: number; specifiers: string };

/** One market's row and its outcomes in order, or undefined when the market is unknown. */
export async function readMarketRows(
  db: Db,
  matchId: string,
  marketId: number,
  specifiers: string,
): Promise<{ market: FeedMarket; outcomes: FeedOutcome[] } | undefined> {
  const [market, outcomes] = await Promise.all([
    table(db)
      .selectFrom('feed_markets')
      .selectAll()
      .where('event_id', '=', matchId)
      .where('market_id', '=', marketId)
      .where('specifiers', '=', specifiers)
      .executeTakeFirst(),
    table(db)
      .selectFrom('feed_outcomes')
      .selectAll()
      .where('event_id', '=', matchId)
      .where('market_id', '=', marketId)
      .where('specifiers', '=', specifiers)
      .orderBy('sort_order')
      .execute(),
  ]);
  return market ? { market, outcomes } : undefined;
}

/**
 * The markets (in market and specifiers order) and outcomes of some events, optionally only some
 * markets (`only`) or market types (`marketIds`).
 */
export async function selectMarketsAndOutcomes(
  db: Db,
  eventIds: string[],
  filter: { only?: MarketKey[]; marketIds?: number[] },
): Promise<{ markets: FeedMarket[]; outcomes: FeedOutcome[] }> {
  let mq = table(db).selectFrom('feed_markets').selectAll().where('event_id', 'in', eventIds);
  let oq = table(db).selectFrom('feed_outcomes').selectAll().where('event_id', 'in', eventIds);
  const keyFilter = filter.only;
  if (keyFilter && keyFilter.length > 0) {
    mq = mq.where((eb) =>
      eb.or(
        keyFilter.map((k) => eb.and([eb('market_id', '=', k.marketId), eb('specifiers', '=', k.specifiers)])),
      ),
    );
    oq = oq.where((eb) =>
      eb.or(
        keyFilter.map((k) => eb.and([eb('market_id', '=', k.marketId), eb('specifiers', '=', k.specifiers)])),
      ),
    );
  }
  if (filter.marketIds && filter.marketIds.length > 0) {
    mq = mq.where('market_id', 'in', filter.marketIds);
    oq = oq.where('market_id', 'in', filter.marketIds);
  }
  const [markets, outcomes] = await Promise.all([
    mq.orderBy('market_id').orderBy('specifiers').execute(),
    oq.execute(),
  ]);
  return { markets, outcomes };
}

/** Names of competitors by id. */
export function selectCompetitorNames(db: Db, ids: string[]) {
  return table(db).selectFrom('feed_competitors').select(['id', 'name']).where('id', 'in', ids).execute();
}

/** The events with an open market of a producer. */
export async function selectEventIdsWithOpenMarkets(db: Db, producerId: number): Promise<string[]> {
  const rows = await table(db)
    .selectFrom('feed_markets')
    .select('event_id')
    .distinct()
    .where('producer_id', '=', producerId)
    .where('status', '=', 1)
    .execute();
  return rows.map((r) => r.event_id);
}

/** The markets each of some events offered (any status). */
export function selectOfferedMarkets(db: Db, eventIds: string[]) {
  return table(db)
    .selectFrom('feed_markets')
    .select(['event_id', 'market_id', 'specifiers'])
    .where('event_id', 'in', eventIds)
    .execute();
}
