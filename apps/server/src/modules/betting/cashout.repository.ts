import type { BettingDb } from './tickets.repository';

/** Betting's SQL on cashouts (bet_cashouts, and the ticket a cashout closes). */

/** The offer accepted for a ticket and its amount, when it was cashed out. */
export function acceptedCashout(db: BettingDb, ticketId: number) {
  return db
    .selectFrom('bet_cashouts')
    .select(['offer_id', 'amount'])
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
}

/** Records the accepted offer and closes the ticket as cashed out, in the cashout's transaction. */
export async function closeByCashout(
  trx: BettingDb,
  ticketId: number,
  amountCentavos: number,
  offerId: string,
) {
  await trx
    .insertInto('bet_cashouts')
    .values({ ticket_id: ticketId, amount: amountCentavos, offer_id: offerId })
    .execute();
  return trx
    .updateTable('bet_tickets')
    .set({ bet_state: 'cashout', payout: amountCentavos, settled_at: new Date() })
    .where('id', '=', ticketId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
