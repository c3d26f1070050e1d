import type { TFeedSettlementPayload } from '@placar/contract';
import { type Kysely, sql } from 'kysely';
import type { FeedTables } from '../feed.tables';

type Db = Kysely<FeedTables>;

/**
 * Stores a settlement-type message once (a duplicate answers false and changes nothing) and applies
 * it to markets and outcomes: settled/cancelled markets close; rollbacks suspend them again.
 */
export async function applySettlement(db: Db, payload: TFeedSettlementPayload, ts: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('feed_settlement_messages')
      .values({
        message_id: payload.messageId,
        kind: payload.kind,
        event_id: payload.matchId,
        producer_id: payload.producerId,
        payload: JSON.stringify(payload),
        ts,
      })
      .onConflict((oc) => oc.column('message_id').doNothing())
      .returning('message_id')
      .executeTakeFirst();
    if (!inserted) return false;
    const all = payload.markets.length === 0;
    const marketFilter = (q: ReturnType<typeof marketsOf>) =>
      all
        ? q
        : q.where((eb) =>
            eb.or(
              payload.markets.map((m) =>
                eb.and([eb('market_id', '=', m.marketId), eb('specifiers', '=', m.specifiers)]),
              ),
            ),
          );
    const marketsOf = (status: number) =>
      trx
        .updateTable('feed_markets')
        .set((eb) => ({ status, ts: sql<number>`greatest(${eb.ref('ts')}, ${ts})` }))
        .where('event_id', '=', payload.matchId);
    switch (payload.kind) {
      case 'settle': {
        await marketFilter(marketsOf(3)).execute();
        const values = payload.markets.flatMap((m) =>
          m.outcomes.map(
            (o) =>
              sql`(${m.marketId}::int, ${m.specifiers}::text, ${o.outcomeId}::text, ${o.result}::smallint, ${o.voidFactor}::real, ${o.deadHeatFactor}::real)`,
          ),
        );
        if (values.length > 0) {
          await sql`
            update feed_outcomes o
            set status = -3, active = false, result = v.result, void_factor = v.vf, dead_heat_factor = v.dh
            from (values ${sql.join(values)}) as v(market_id, specifiers, outcome_id, result, vf, dh)
            where o.event_id = ${payload.matchId} and o.market_id = v.market_id
              and o.specifiers = v.specifiers and o.outcome_id = v.outcome_id`.execute(trx);
        }
        break;
      }
      case 'cancel':
      case 'rollback-settle':
      case 'rollback-cancel': {
        const marketStatus = payload.kind === 'cancel' ? 3 : -1;
        const outcomeStatus = payload.kind === 'cancel' ? -4 : -1;
        await marketFilter(marketsOf(marketStatus)).execute();
        let oq = trx
          .updateTable('feed_outcomes')
          .set({
            status: outcomeStatus,
            active: false,
            result: null,
            void_factor: null,
            dead_heat_factor: null,
          })
          .where('event_id', '=', payload.matchId);
        if (!all) {
          oq = oq.where((eb) =>
            eb.or(
              payload.markets.map((m) =>
                eb.and([eb('market_id', '=', m.marketId), eb('specifiers', '=', m.specifiers)]),
              ),
            ),
          );
        }
        await oq.execute();
        break;
      }
    }
    return true;
  });
}
