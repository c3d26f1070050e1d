import { sql } from 'kysely';
import type { Platform } from '../../platform/context';
import type { ledgerTransferArgs } from '../wallet';
import type { NewLeg, NewTicket } from './betting.tables';

/** What bet_place_ticket() answers: placed (with the ticket and its ledger transfer), duplicate or rg. */
export type PlaceTicketRow = {
  o_outcome: 'placed' | 'duplicate' | 'rg';
  o_ticket_id: number;
  o_created_at: Date;
  o_transfer_id: number;
  o_balances: (number | string)[];
};

/** The stake debit's ledger lines as bet_place_ticket() takes them. */
export type PlaceTicketLedgerArgs = Pick<
  ReturnType<typeof ledgerTransferArgs>,
  'fingerprint' | 'kinds' | 'users' | 'shards' | 'amounts'
>;

/**
 * The one statement that places a ticket (sql/bet_place_ticket.sql): ticket, legs, free bet and stake
 * debit, after the checks under the bettor's locked rows. A refusal is raised as SQLSTATE PB400.
 */
export async function placeTicketStatement(
  platform: Platform,
  t: NewTicket,
  legs: NewLeg[],
  limits: { defaultPerEventCentavos: number; maxBalanceCentavos: number | null; rgNow: Date | null },
  args: PlaceTicketLedgerArgs,
): Promise<PlaceTicketRow> {
  const r = await sql<PlaceTicketRow>`
    select * from bet_place_ticket(
      ${JSON.stringify(t)}::jsonb, ${JSON.stringify(legs)}::jsonb, ${limits.defaultPerEventCentavos}::bigint,
      ${limits.maxBalanceCentavos}::bigint, 'bet_placed', ${args.fingerprint}, ${args.kinds}::text[],
      ${args.users}::bigint[], ${args.shards}::smallint[], ${args.amounts}::bigint[],
      ${limits.rgNow}::timestamptz)`.execute(platform.db);
  return r.rows[0]!;
}
