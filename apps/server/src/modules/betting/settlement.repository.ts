import { SELECTION_RESULT, type TFeedSettlementPayload, TICKET_STATUS } from '@placar/contract';
import { sql } from 'kysely';
import type { BettingDb } from './tickets.repository';

/** Betting's SQL of settlement: messages applied (bet_settlement_messages), legs decided, tickets paid. */

/** Records a settlement message as applied; false when it was already (nothing written). */
export async function recordSettlementMessage(trx: BettingDb, messageId: string): Promise<boolean> {
  const fresh = await trx
    .insertInto('bet_settlement_messages')
    .values({ message_id: messageId })
    .onConflict((oc) => oc.column('message_id').doNothing())
    .returning('message_id')
    .executeTakeFirst();
  return fresh !== undefined;
}

/** Updates the legs a message names; answers the tickets touched. */
export async function updateLegs(trx: BettingDb, p: TFeedSettlementPayload): Promise<Set<number>> {
  const touched = new Set<number>();
  const add = (rows: { ticket_id: number }[]) => {
    for (const r of rows) touched.add(Number(r.ticket_id));
  };
  const now = new Date();
  const markets = p.markets.length > 0 ? p.markets : [undefined];
  for (const m of markets) {
    let base = trx.updateTable('bet_legs').where('match_id', '=', p.matchId);
    if (m) base = base.where('market_id', '=', m.marketId).where('specifiers', '=', m.specifiers);
    if (p.kind === 'settle' && m) {
      for (const o of m.outcomes) {
        add(
          await base
            .set({
              result: o.result,
              void_factor: o.voidFactor,
              dead_heat_factor: o.deadHeatFactor === 1 ? null : o.deadHeatFactor,
              settled_at: now,
            })
            .where('outcome_id', '=', o.outcomeId)
            .where('result', 'is', null)
            .returning('ticket_id')
            .execute(),
        );
      }
    } else if (p.kind === 'cancel') {
      const outcomeIds = m?.outcomes.map((o) => o.outcomeId) ?? [];
      let q = base
        .set({ result: SELECTION_RESULT.Canceled, void_factor: 1, dead_heat_factor: null, settled_at: now })
        .where('result', 'is', null)
        .where(
          'ticket_id',
          'in',
          trx
            .selectFrom('bet_tickets')
            .select('id')
            .where('created_at', '>=', new Date(p.startTime ?? 0))
            .where('created_at', '<=', new Date(p.endTime ?? 8.64e15)),
        );
      if (outcomeIds.length > 0) q = q.where('outcome_id', 'in', outcomeIds);
      add(await q.returning('ticket_id').execute());
    } else {
      const results =
        p.kind === 'rollback-cancel'
          ? [SELECTION_RESULT.Canceled]
          : [SELECTION_RESULT.Lost, SELECTION_RESULT.Win];
      add(
        await base
          .set({ result: null, void_factor: null, dead_heat_factor: null, settled_at: null })
          .where('result', 'in', results)
          .returning('ticket_id')
          .execute(),
      );
    }
  }
  return touched;
}

/** A ticket's legs, in no particular order (what the payout maths reads). */
export function settlementLegs(trx: BettingDb, ticketId: number) {
  return trx.selectFrom('bet_legs').selectAll().where('ticket_id', '=', ticketId).execute();
}

/** A decided ticket closed with its state, payout and refund. */
export async function closeSettledTicket(
  trx: BettingDb,
  ticketId: number,
  closed: { bet_state: string; payout: number; refund: number },
): Promise<void> {
  await trx
    .updateTable('bet_tickets')
    .set({ ...closed, settled_at: new Date() })
    .where('id', '=', ticketId)
    .execute();
}

/** A settled ticket reopened by a rollback, under its next settlement version. */
export async function reopenTicket(trx: BettingDb, ticketId: number): Promise<void> {
  await trx
    .updateTable('bet_tickets')
    .set({
      bet_state: 'open',
      payout: 0,
      refund: 0,
      settled_at: null,
      settle_version: sql`settle_version + 1`,
    })
    .where('id', '=', ticketId)
    .execute();
}

/** Which of these message ids betting has applied. */
export async function appliedMessageIds(db: BettingDb, messageIds: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('bet_settlement_messages')
    .select('message_id')
    .where('message_id', 'in', messageIds)
    .execute();
  return rows.map((r) => r.message_id);
}

/** The matches of legs still open on accepted, open tickets. */
export async function openTicketMatchIds(db: BettingDb): Promise<string[]> {
  const rows = await db
    .selectFrom('bet_legs as l')
    .innerJoin('bet_tickets as t', 't.id', 'l.ticket_id')
    .select('l.match_id')
    .distinct()
    .where('l.result', 'is', null)
    .where('t.status', '=', TICKET_STATUS.Accepted)
    .where('t.bet_state', '=', 'open')
    .execute();
  return rows.map((r) => r.match_id);
}
