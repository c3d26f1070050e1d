import {
  BET_TYPE,
  CASHOUT_STATE,
  centavosToReais,
  reaisToCentavos,
  type TBetType,
  type TCashoutOffer,
  type TCashoutPlaceAnswer,
  type TCashoutStatus,
} from '@placar/contract';
import type { Platform } from '../../platform/context';
import { betError } from './bettor-guard';
import { currentOffer, isCashoutBlocked, makeOffer, placeCashout } from './cashout';
import { loadTicket } from './tickets.repository';

/** The cashout calls of seed 002 section 7 over cashout.ts: the user's own ticket, of the route's kind. */

export type CashoutKind = 'Single' | 'Multiple' | 'CustomBet';
const KIND_TYPES: Record<CashoutKind, readonly TBetType[]> = {
  Single: [BET_TYPE.Single],
  Multiple: [BET_TYPE.Multiple, BET_TYPE.Parlay, BET_TYPE.MultipleManyProviders],
  CustomBet: [BET_TYPE.Custom, BET_TYPE.CustomBetParlay],
};

/** The user's ticket (someone else's is not found), and of this kind when one is given. */
async function ownTicket(platform: Platform, userId: number, id: string, kind?: CashoutKind) {
  const loaded = await loadTicket(platform, Number(id));
  if (!loaded || loaded.ticket.user_id !== userId) throw betError('TICKET_NOT_FOUND');
  if (kind && !KIND_TYPES[kind].includes(loaded.ticket.bet_type as TBetType))
    throw betError('TICKET_NOT_FOUND');
  return loaded;
}

export async function cashoutStatus(platform: Platform, userId: number, id: string): Promise<TCashoutStatus> {
  const { ticket, legs } = await ownTicket(platform, userId, id);
  const offer = await currentOffer(platform, ticket, legs);
  const cashedOut = ticket.bet_state === 'cashout';
  return {
    ticketId: String(ticket.id),
    state: cashedOut ? CASHOUT_STATE.Success : 'amount' in offer ? CASHOUT_STATE.Available : offer.state,
    isCashoutBlocked: isCashoutBlocked(platform, ticket, legs),
    cashoutAmount: cashedOut ? centavosToReais(ticket.payout) : null,
  };
}

export async function cashoutOffer(
  platform: Platform,
  userId: number,
  kind: CashoutKind,
  id: string,
): Promise<TCashoutOffer> {
  const { ticket, legs } = await ownTicket(platform, userId, id, kind);
  return makeOffer(platform, ticket, legs);
}

/** Accepts an offer: Success with the paid amount, or the state, code and new offer when it moved. */
export async function acceptCashout(
  platform: Platform,
  userId: number,
  kind: CashoutKind,
  body: { ticketId: string; offerId: string; cashoutAmount: number },
): Promise<TCashoutPlaceAnswer> {
  const { ticket } = await ownTicket(platform, userId, body.ticketId, kind);
  const r = await placeCashout(
    platform,
    userId,
    ticket.id,
    body.offerId,
    reaisToCentavos(body.cashoutAmount),
  );
  const ticketId = String(ticket.id);
  if ('amount' in r)
    return { ticketId, state: r.state, code: null, cashoutAmount: centavosToReais(r.amount), newOffer: null };
  return {
    ticketId,
    state: r.state,
    code: r.code,
    cashoutAmount: r.newOffer?.cashoutAmount ?? null,
    newOffer: r.newOffer,
  };
}
