import { centavosToReais, type TBetType, TICKET_STATUS, type TReplicationData } from '@placar/contract';
import type { Platform } from '../../platform/context';
import type { LegRow, TicketRow } from './betting.tables';
import { betError } from './bettor-guard';
import { bettingDb, loadTicket, markTicketShared } from './tickets.repository';

/** Ticket sharing ("copiar aposta"): what a copier sees of a ticket; the stake only to its owner. */
function replicationOf(t: TicketRow, legs: LegRow[], withStake: boolean): TReplicationData {
  const groups = new Map<number, number[]>();
  for (const l of legs)
    if (l.group_idx !== null) groups.set(l.group_idx, [...(groups.get(l.group_idx) ?? []), l.idx]);
  return {
    ticketId: String(t.id),
    betType: t.bet_type as TBetType,
    isShared: t.shared,
    stake: withStake ? centavosToReais(t.stake) : null,
    selections: legs.map((l) => ({
      eventId: l.match_id,
      matchName: l.match_name,
      sportId: l.sport_id,
      tournamentId: l.tournament_id,
      providerId: l.provider_id,
      producerId: l.producer_id,
      marketId: l.market_id,
      marketName: l.market_name,
      specifiers: l.specifiers,
      outcomeId: l.outcome_id,
      outcomeName: l.outcome_name,
      outcomeValueDecimal: l.odds,
      scheduleTime: new Date(Number(l.scheduled_at)).toISOString(),
    })),
    customBetGroups: [...groups.values()],
  };
}

/** Shares a ticket of the user's (a rejected one cannot be). */
export async function shareTicket(platform: Platform, userId: number, id: string) {
  const loaded = await loadTicket(platform, Number(id));
  if (!loaded || loaded.ticket.user_id !== userId || loaded.ticket.status === TICKET_STATUS.Rejected)
    throw betError('TICKET_NOT_FOUND');
  await markTicketShared(bettingDb(platform), loaded.ticket.id);
  return replicationOf({ ...loaded.ticket, shared: true }, loaded.legs, true);
}

/** A shared ticket, for anyone. */
export async function sharedTicket(platform: Platform, id: string) {
  const loaded = await loadTicket(platform, Number(id));
  if (!loaded?.ticket.shared) throw betError('TICKET_NOT_FOUND');
  return replicationOf(loaded.ticket, loaded.legs, false);
}

/** A ticket to copy: the user's own (with its stake) or a shared one. */
export async function replicationData(platform: Platform, userId: number, id: string) {
  const loaded = await loadTicket(platform, Number(id));
  const own = loaded?.ticket.user_id === userId;
  if (!loaded || (!own && !loaded.ticket.shared)) throw betError('TICKET_NOT_FOUND');
  return replicationOf(loaded.ticket, loaded.legs, own);
}
