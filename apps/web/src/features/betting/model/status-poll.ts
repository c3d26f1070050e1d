import { TICKET_STATUS, TICKET_STATUS_POLL_DELAYS_MS, type TTicketStatusAnswer } from '@placar/contract';

export type PolledTicket =
  | { ticketId: string; kind: 'answer'; answer: TTicketStatusAnswer }
  /** the status call failed: the ticket counts as Rejected (seed 002 section 8) */
  | { ticketId: string; kind: 'failed' };

export type PollDeps = {
  fetchStatus(ticketId: string): Promise<TTicketStatusAnswer>;
  sleep(ms: number): Promise<void>;
};

/**
 * Seed 002 section 4 "Ticket status polling": 15 rounds with the waits of TICKET_STATUS_POLL_DELAYS_MS
 * (500 ×3, 1000 ×3, 1500 ×3, 2000 ×5, 5000). Only non-pending tickets are gathered; a failed status call
 * gathers the ticket as failed (shown Rejected). Answers what was gathered; the ids missing from it stayed
 * pending through every round.
 */
export async function pollTicketStatuses(ticketIds: string[], deps: PollDeps): Promise<PolledTicket[]> {
  const gathered: PolledTicket[] = [];
  let pending = [...ticketIds];
  for (const wait of TICKET_STATUS_POLL_DELAYS_MS) {
    if (pending.length === 0) break;
    await deps.sleep(wait);
    const round = await Promise.all(
      pending.map(async (ticketId): Promise<PolledTicket | null> => {
        try {
          const answer = await deps.fetchStatus(ticketId);
          return answer.status === TICKET_STATUS.Pending ? null : { ticketId, kind: 'answer', answer };
        } catch {
          return { ticketId, kind: 'failed' };
        }
      }),
    );
    for (const r of round) if (r) gathered.push(r);
    const done = new Set(gathered.map((g) => g.ticketId));
    pending = pending.filter((id) => !done.has(id));
  }
  return gathered;
}
