import type { Platform } from '../../platform/context';
import { ledgerTransferArgs, type TransferResult } from '../wallet';
import type { LegRow, NewLeg, NewTicket, TicketRow } from './betting.tables';
import { stakeLines } from './money';
import { type PlaceTicketRow, placeTicketStatement } from './placement.repository';
import type { Reject } from './selection-check';

export type Written =
  | { ticket: TicketRow; legs: LegRow[]; moved: TransferResult }
  | { duplicate: true }
  | { reject: Reject }
  | { rg: true };

/** TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD for a wallet above max-wallet-balance (the max-balance modal). */
export const MAX_BALANCE_MESSAGE =
  'Seu saldo está acima do valor máximo permitido. Faça um saque para continuar apostando.';

/** The SQLSTATE bet_place_ticket() raises a refusal with (message: the reject code, detail: its context). */
const REFUSAL = 'PB400';

/**
 * Writes a checked ticket in one statement (sql/bet_place_ticket.sql, placement.repository.ts): the ticket, its legs,
 * the free bet taken and the stake debited through the wallet's ledger, after the checks that need the
 * bettor's account rows locked — blocked by limit, the real balance above `maxBalanceCentavos`
 * (TOTAL_AMOUNT_EXCEEDS_UPPER_THRESHOLD), the stake accumulated per event, insufficient funds.
 * A slip id and index already placed answers `duplicate` and writes nothing. With `rgNow`, the bettor's
 * responsible-gaming state is read first (migration 0403): `rg` when it needs judging, nothing written.
 */
export async function writeTicket(
  platform: Platform,
  t: NewTicket,
  legs: NewLeg[],
  limits: { defaultPerEventCentavos: number; maxBalanceCentavos: number | null; rgNow: Date | null },
): Promise<Written> {
  // The ledger key names the ticket id, known only inside the statement; the slip key stands in for it
  // where the wallet derives a system account's shard from the key (any spread of shards is as good).
  const args = ledgerTransferArgs({
    idempotencyKey: `bet-place:${t.user_id}:${t.slip_index}:${t.connection_id}`,
    kind: 'bet_placed',
    userId: t.user_id,
    lines: stakeLines({ ...t, id: 0 }),
  });
  let row: PlaceTicketRow;
  try {
    row = await placeTicketStatement(platform, t, legs, limits, args);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { reject: refusal };
    throw error;
  }
  if (row.o_outcome === 'duplicate') return { duplicate: true };
  if (row.o_outcome === 'rg') return { rg: true };
  const id = Number(row.o_ticket_id);
  const createdAt = new Date(row.o_created_at);
  const ticket: TicketRow = {
    ...t,
    id,
    created_at: createdAt,
    payout: 0,
    refund: 0,
    reject_code: null,
    reject_context: null,
    settled_at: null,
    settle_version: 0,
    payout_mode: 0,
    shared: false,
  };
  const balances = row.o_balances.map(Number);
  return {
    ticket,
    legs: legs.map((l) => ({
      ...l,
      ticket_id: id,
      result: null,
      void_factor: null,
      dead_heat_factor: null,
      settled_at: null,
    })),
    moved: {
      transferId: Number(row.o_transfer_id),
      replayed: false,
      createdAt,
      entries: args.lines.map((l, i) => ({
        account: l.account,
        amount: l.amount,
        balanceAfter: balances[i]!,
      })),
    },
  };
}

function refusalOf(error: unknown): Reject | undefined {
  const e = error as { code?: string; message?: string; detail?: string };
  if (e?.code !== REFUSAL || !e.message) return undefined;
  let detail: Reject['context'] & { reason?: string } = {};
  try {
    detail = JSON.parse(e.detail ?? '{}') as typeof detail;
  } catch {
    detail = {};
  }
  const { reason, ...context } = detail;
  if (reason === 'max-wallet-balance') context.message = MAX_BALANCE_MESSAGE;
  return { code: e.message, context };
}
