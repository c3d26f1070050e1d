import {
  CASHOUT_STATE,
  centavosToReais,
  reaisToCentavos,
  ZCashoutCommission,
  ZCashoutKindParams,
  ZCashoutOffer,
  ZCashoutPlaceAnswer,
  ZCashoutPlaceParams,
  ZCashoutPlaceRequest,
  ZCashoutSports,
  ZCashoutStatus,
  ZData,
  ZTicketNumberParams,
} from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { bettingSettings } from './betting.config';
import { betError, requireBettor } from './bettor-guard';
import { currentOffer, isCashoutBlocked, loadTicket, makeOffer, placeCashout } from './cashout';

const tags = ['betting'];

const KIND_TYPES = { Single: [1], Multiple: [2, 4, 5], CustomBet: [3, 6] } as const;

/** Cashout v2 (seed 002 section 7): status, offer, place, commission and sports. */
export async function cashoutRoutes(app: App, platform: Platform) {
  const own = async (userId: number, id: string) => {
    const loaded = await loadTicket(platform, Number(id));
    if (!loaded || loaded.ticket.user_id !== userId) throw betError('TICKET_NOT_FOUND');
    return loaded;
  };

  app.get(
    '/api/Cashout/v2/CashoutStatus/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Cashout state of a ticket',
        params: ZTicketNumberParams,
        response: { 200: ZData(ZCashoutStatus) },
      },
    },
    async (request) => {
      const { ticket, legs } = await own(currentUser(request).id, request.params.id);
      const offer = await currentOffer(platform, ticket, legs);
      const state =
        ticket.bet_state === 'cashout'
          ? CASHOUT_STATE.Success
          : 'amount' in offer
            ? CASHOUT_STATE.Available
            : offer.state;
      return {
        data: {
          ticketId: String(ticket.id),
          state: state as typeof CASHOUT_STATE.Available,
          isCashoutBlocked: isCashoutBlocked(platform, ticket, legs),
          cashoutAmount: ticket.bet_state === 'cashout' ? centavosToReais(ticket.payout) : null,
        },
      };
    },
  );

  app.get(
    '/api/Cashout/v2/Calculate/:kind/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'A cashout offer from current probabilities',
        params: ZCashoutKindParams,
        response: { 200: ZData(ZCashoutOffer) },
      },
    },
    async (request) => {
      const { ticket, legs } = await own(currentUser(request).id, request.params.id);
      if (!(KIND_TYPES[request.params.kind] as readonly number[]).includes(ticket.bet_type))
        throw betError('TICKET_NOT_FOUND');
      return { data: await makeOffer(platform, ticket, legs) };
    },
  );

  app.post(
    '/api/Cashout/v2/Place/:kind',
    {
      preHandler: requireBettor(platform),
      schema: {
        tags,
        summary: 'Accept a cashout offer (re-checked; a moved price answers a new offer)',
        params: ZCashoutPlaceParams,
        body: ZCashoutPlaceRequest,
        response: { 200: ZData(ZCashoutPlaceAnswer) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { ticket } = await own(userId, request.body.ticketId);
      if (!(KIND_TYPES[request.params.kind] as readonly number[]).includes(ticket.bet_type))
        throw betError('TICKET_NOT_FOUND');
      const r = await placeCashout(
        platform,
        userId,
        ticket.id,
        request.body.offerId,
        reaisToCentavos(request.body.cashoutAmount),
      );
      return {
        data:
          'amount' in r
            ? {
                ticketId: String(ticket.id),
                state: r.state,
                code: null,
                cashoutAmount: centavosToReais(r.amount),
                newOffer: null,
              }
            : {
                ticketId: String(ticket.id),
                state: r.state,
                code: r.code,
                cashoutAmount: r.newOffer?.cashoutAmount ?? null,
                newOffer: r.newOffer,
              },
      };
    },
  );

  app.get(
    '/api/Cashout/v2/usercommission',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Margin kept on cashout offers',
        response: { 200: ZData(ZCashoutCommission) },
      },
    },
    async () => ({ data: { commission: bettingSettings(platform).cashoutMargin } }),
  );

  app.get(
    '/api/Cashout/v2/sports',
    {
      schema: { tags, summary: 'Sports where cashout is offered', response: { 200: ZData(ZCashoutSports) } },
    },
    async () => ({ data: bettingSettings(platform).cashoutSports }),
  );
}
