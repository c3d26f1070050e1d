import {
  type TBetType,
  type TReplicationData,
  ZData,
  ZReplicationData,
  ZTicketNumberParams,
} from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import type { BettingTables, LegRow, TicketRow } from './betting.tables';
import { betError } from './bettor-guard';
import { loadTicket } from './cashout';

const tags = ['betting'];

function replicationOf(t: TicketRow, legs: LegRow[], withStake: boolean): TReplicationData {
  const groups = new Map<number, number[]>();
  for (const l of legs)
    if (l.group_idx !== null) groups.set(l.group_idx, [...(groups.get(l.group_idx) ?? []), l.idx]);
  return {
    ticketId: String(t.id),
    betType: t.bet_type as TBetType,
    isShared: t.shared,
    stake: withStake ? t.stake / 100 : null,
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

/** Ticket sharing ("copiar aposta"): share your ticket, read a shared one (public) or your own. */
export async function sharingRoutes(app: App, platform: Platform) {
  const db = platform.db.withTables<BettingTables>();

  app.post(
    '/api/TicketReplication/v1/ShareTicket/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Share a ticket of yours',
        params: ZTicketNumberParams,
        response: { 200: ZData(ZReplicationData) },
      },
    },
    async (request) => {
      const loaded = await loadTicket(platform, Number(request.params.id));
      if (!loaded || loaded.ticket.user_id !== currentUser(request).id || loaded.ticket.status === 3)
        throw betError('TICKET_NOT_FOUND');
      await db.updateTable('bet_tickets').set({ shared: true }).where('id', '=', loaded.ticket.id).execute();
      return { data: replicationOf({ ...loaded.ticket, shared: true }, loaded.legs, true) };
    },
  );

  app.get(
    '/api/TicketReplication/v1/GetSharedReplicationData/:id',
    {
      schema: {
        tags,
        summary: 'A shared ticket (public)',
        params: ZTicketNumberParams,
        response: { 200: ZData(ZReplicationData) },
      },
    },
    async (request) => {
      const loaded = await loadTicket(platform, Number(request.params.id));
      if (!loaded?.ticket.shared) throw betError('TICKET_NOT_FOUND');
      return { data: replicationOf(loaded.ticket, loaded.legs, false) };
    },
  );

  app.get(
    '/api/TicketReplication/v1/GetReplicationData/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'A ticket to copy: your own or a shared one',
        params: ZTicketNumberParams,
        response: { 200: ZData(ZReplicationData) },
      },
    },
    async (request) => {
      const loaded = await loadTicket(platform, Number(request.params.id));
      const own = loaded?.ticket.user_id === currentUser(request).id;
      if (!loaded || (!own && !loaded.ticket.shared)) throw betError('TICKET_NOT_FOUND');
      return { data: replicationOf(loaded.ticket, loaded.legs, own) };
    },
  );
}
