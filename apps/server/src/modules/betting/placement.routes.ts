import {
  BET_TYPE,
  reaisToCentavos,
  type TBetType,
  type TTicketBetSelection,
  ZCustomBetRequest,
  ZData,
  ZLastTicket,
  ZLastTicketsQuery,
  ZMultipleRequest,
  ZMultiSingleRequest,
  ZParlayCustomBetsRequest,
  ZPlaceBetAnswer,
  ZTicketIdParams,
  ZTicketStatusAnswer,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { invalidField } from '../../platform/errors';
import type { App } from '../../platform/module';
import { singlesAnswer, statusAnswer, ticketAnswer } from './answers';
import type { BettingTables } from './betting.tables';
import { betError, requireBettor } from './bettor-guard';
import { processDueTicket } from './live-delay';
import { type Placed, placeTicket } from './place-ticket';
import { selectionErrors } from './selection-errors';

const tags = ['betting'];
const providerOf = (s: Pick<TTicketBetSelection, 'eventId' | 'providerId'>) =>
  s.eventId.startsWith('bg:') ? 2 : 1;
const ref = (s: TTicketBetSelection) => ({
  eventId: s.eventId,
  marketId: s.marketId,
  specifiers: s.specifiers,
  outcomeId: s.outcomeId,
  outcomeValueDecimal: s.outcomeValueDecimal,
});
const freeBetIdOf = (f: { freeBetId: string; isFreeBet: boolean } | null | undefined) =>
  f?.isFreeBet ? f.freeBetId : null;

/**
 * Placement goes with header Feed-Version 2 (seed 002 section 7): another version is refused (400, the
 * header named); a call without it is taken as version 2.
 */
const feedVersion = z
  .object({ 'feed-version': z.literal('2', { message: 'versão do feed não suportada (use 2)' }).optional() })
  .passthrough();

/** Ticket placement and status (seed 002 section 7, "Ticket placement"). */
export async function placementRoutes(app: App, platform: Platform) {
  const bettor = requireBettor(platform);
  const answer = { 200: ZData(ZPlaceBetAnswer) };

  for (const version of ['v1', 'v2']) {
    app.post(
      `/api/Ticket/${version}/PlaceBet/MultiSingle`,
      {
        preHandler: bettor,
        errorHandler: selectionErrors,
        schema: {
          tags,
          summary: 'Place singles (one ticket per selection)',
          headers: feedVersion,
          body: ZMultiSingleRequest,
          response: answer,
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const { connectionId, ticketRequest } = request.body;
        const results: Placed[] = [];
        for (const [i, s] of ticketRequest.ticketBetSelection.entries()) {
          results.push(
            await placeTicket(platform, {
              userId,
              connectionId,
              slipIndex: i,
              betType: BET_TYPE.Single,
              stakeCentavos: reaisToCentavos(s.stake),
              oddsChangeType: ticketRequest.oddsChangeType,
              selections: [ref(s)],
              freeBetId: freeBetIdOf(s.freeBet),
            }),
          );
        }
        return { data: singlesAnswer(results) };
      },
    );
  }

  const multiple = (path: string, kind: 'multiple' | 'many' | 'parlay', summary: string) =>
    app.post(
      path,
      {
        preHandler: bettor,
        errorHandler: selectionErrors,
        schema: { tags, summary, headers: feedVersion, body: ZMultipleRequest, response: answer },
      },
      async (request) => {
        const { connectionId, ticketRequest: r } = request.body;
        const providers = new Set(r.counterBets.map(providerOf));
        const betType: TBetType =
          kind === 'parlay'
            ? BET_TYPE.Parlay
            : kind === 'many' || providers.size > 1
              ? BET_TYPE.MultipleManyProviders
              : BET_TYPE.Multiple;
        const placed = await placeTicket(platform, {
          userId: currentUser(request).id,
          connectionId,
          slipIndex: 0,
          betType,
          stakeCentavos: reaisToCentavos(r.stake),
          oddsChangeType: r.oddsChangeType,
          selections: r.counterBets.map(ref),
          freeBetId: freeBetIdOf(r.freeBet),
          replication: r.replicationMetadata ?? undefined,
        });
        return { data: ticketAnswer(placed) };
      },
    );
  multiple('/api/Ticket/v1/PlaceBet/Multiple', 'multiple', 'Place a multiple (first provider)');
  multiple('/api/Ticket/v2/PlaceBet/Multiple', 'multiple', 'Place a multiple (second provider)');
  multiple('/api/Ticket/v2/PlaceBet/MultipleManyProviders', 'many', 'Place a multiple mixing providers');
  multiple('/api/Ticket/v1/PlaceBet/Parlay', 'parlay', 'Place a parlay');

  app.post(
    '/api/Ticket/:id/PlaceBet/CustomBet',
    {
      preHandler: bettor,
      errorHandler: selectionErrors,
      schema: {
        tags,
        summary: 'Place a custom bet (bet builder); {id} is the API version (v1) or the event id',
        params: z.object({ id: z.string().max(64) }),
        headers: feedVersion,
        body: ZCustomBetRequest,
        response: answer,
      },
    },
    async (request) => {
      const { connectionId, ticketRequest: r } = request.body;
      const { id } = request.params;
      if (!/^v\d+$/.test(id) && id !== r.eventId)
        throw invalidField('id', 'deve ser a versão (v1) ou o eventId');
      const placed = await placeTicket(platform, {
        userId: currentUser(request).id,
        connectionId,
        slipIndex: 0,
        betType: BET_TYPE.Custom,
        stakeCentavos: reaisToCentavos(r.stake),
        oddsChangeType: r.oddsChangeType,
        selections: r.ticketBetSelection.map((s) => ({ ...s, eventId: r.eventId, group: 0 })),
        groupOdds: [r.calculationOdds],
        freeBetId: freeBetIdOf(r.freeBet),
        replication: r.replicationMetadata ?? undefined,
      });
      return { data: ticketAnswer(placed) };
    },
  );

  app.post(
    '/api/Ticket/v1/PlaceBet/ParlayCustomBets',
    {
      preHandler: bettor,
      errorHandler: selectionErrors,
      schema: {
        tags,
        summary: 'Place custom bets of different prematch matches as one ticket',
        headers: feedVersion,
        body: ZParlayCustomBetsRequest,
        response: answer,
      },
    },
    async (request) => {
      const { connectionId, ticketRequest: r } = request.body;
      const placed = await placeTicket(platform, {
        userId: currentUser(request).id,
        connectionId,
        slipIndex: 0,
        betType: BET_TYPE.CustomBetParlay,
        stakeCentavos: reaisToCentavos(r.stake),
        oddsChangeType: r.oddsChangeType,
        selections: r.customBets.flatMap((c, g) =>
          c.ticketBetSelection.map((s) => ({ ...s, eventId: c.eventId, group: g })),
        ),
        groupOdds: r.customBets.map((c) => c.calculationOdds),
        freeBetId: freeBetIdOf(r.freeBet),
        replication: r.replicationMetadata ?? undefined,
      });
      return { data: ticketAnswer(placed) };
    },
  );

  const db = platform.db.withTables<BettingTables>();

  app.get(
    '/api/Ticket/v1/TicketStatus/:ticketId',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Status of a ticket (polled after placement)',
        params: ZTicketIdParams,
        response: { 200: ZData(ZTicketStatusAnswer) },
      },
    },
    async (request) => {
      const id = Number(request.params.ticketId);
      const userId = currentUser(request).id;
      let t = await db
        .selectFrom('bet_tickets')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!t) throw betError('TICKET_NOT_FOUND');
      if (t.status === 0) {
        await processDueTicket(platform, id);
        t = (await db.selectFrom('bet_tickets').selectAll().where('id', '=', id).executeTakeFirst()) ?? t;
      }
      const legs = await db
        .selectFrom('bet_legs')
        .selectAll()
        .where('ticket_id', '=', id)
        .orderBy('idx')
        .execute();
      return { data: statusAnswer(t, legs) };
    },
  );

  app.get(
    '/api/Ticket/v1/GetLastTicketIdByUser',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The user's newest tickets",
        querystring: ZLastTicketsQuery,
        response: { 200: ZData(z.array(ZLastTicket)) },
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('bet_tickets')
        .select(['id', 'status', 'bet_type', 'connection_id', 'created_at'])
        .where('user_id', '=', currentUser(request).id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(request.query.numberOfTickets)
        .execute();
      return {
        data: rows.map((r) => ({
          ticketId: String(r.id),
          status: r.status as 0 | 2 | 3 | 4,
          betType: r.bet_type as TBetType,
          connectionId: r.connection_id,
          date: new Date(r.created_at).toISOString(),
        })),
      };
    },
  );
}
