import {
  type TBetType,
  TICKET_STATUS,
  type TPlaceBetAnswer,
  type TTicketStatusAnswer,
} from '@placar/contract';
import { decimalToUs } from '@placar/domain';
import type { LegRow, TicketRow } from './betting.tables';
import type { Placed } from './place-ticket';
import type { Reject } from './selection-check';

type Status = TPlaceBetAnswer['status'];

export function finalStates(legs: LegRow[], selectionIndex?: number) {
  return legs.map((l) => ({
    selectionIndex: selectionIndex ?? l.idx,
    decimalOdds: l.odds,
    americanOdds: decimalToUs(l.odds),
  }));
}

const rejectContext = (r: Reject) => ({
  ...(r.context.suggestedOdds !== undefined ? { suggestedOdds: r.context.suggestedOdds } : {}),
  ...(r.context.selectionIndex !== undefined ? { selectionIndex: r.context.selectionIndex } : {}),
  ...(r.context.limit !== undefined ? { limit: r.context.limit } : {}),
  ...(r.context.message !== undefined ? { message: r.context.message } : {}),
});

/** The placement answer of one ticket (Multiple, Parlay, CustomBet, ParlayCustomBets). */
export function ticketAnswer(placed: Placed): TPlaceBetAnswer {
  if ('reject' in placed) {
    return {
      ticketId: null,
      status: TICKET_STATUS.Rejected,
      acceptanceDate: null,
      selectionsFinalState: [],
      rejectCode: placed.reject.code,
      context: rejectContext(placed.reject),
      validTicket: [],
      invalidTickets: [],
    };
  }
  const t = placed.ticket;
  return {
    ticketId: String(t.id),
    status: t.status as Status,
    acceptanceDate: t.accepted_at ? new Date(t.accepted_at).toISOString() : null,
    selectionsFinalState: finalStates(placed.legs),
    rejectCode: t.reject_code,
    context: null,
    validTicket: [{ indexTicket: 0, ticketId: String(t.id) }],
    invalidTickets: [],
  };
}

/** MultiSingle: one ticket per selection, the valid and invalid ones listed by index. */
export function singlesAnswer(results: Placed[]): TPlaceBetAnswer {
  const valid = results.flatMap((r, i) => ('reject' in r ? [] : [{ i, r }]));
  const first = valid[0]?.r;
  const statuses = valid.map(({ r }) => r.ticket.status);
  return {
    ticketId: first ? String(first.ticket.id) : null,
    status: (valid.length === 0 ? 3 : statuses.includes(0) ? 0 : 2) as Status,
    acceptanceDate: first?.ticket.accepted_at ? new Date(first.ticket.accepted_at).toISOString() : null,
    selectionsFinalState: valid.flatMap(({ i, r }) => finalStates(r.legs, i)),
    rejectCode: valid.length === 0 && 'reject' in results[0]! ? results[0].reject.code : null,
    context: null,
    validTicket: valid.map(({ i, r }) => ({ indexTicket: i, ticketId: String(r.ticket.id) })),
    invalidTickets: results.flatMap((r, i) =>
      'reject' in r ? [{ indexTicket: i, error: r.reject.code, context: rejectContext(r.reject) }] : [],
    ),
  };
}

export function statusAnswer(t: TicketRow, legs: LegRow[]): TTicketStatusAnswer {
  return {
    ticketId: String(t.id),
    status: t.status as Status,
    betType: t.bet_type as TBetType,
    acceptanceDate: t.accepted_at ? new Date(t.accepted_at).toISOString() : null,
    rejectCode: t.reject_code,
    context: (t.reject_context as TTicketStatusAnswer['context']) ?? null,
    selectionsFinalState: t.status === TICKET_STATUS.Rejected ? [] : finalStates(legs),
  };
}
