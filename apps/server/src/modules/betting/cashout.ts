import { randomUUID } from 'node:crypto';
import {
  CASHOUT_OFFER_TTL_MS,
  CASHOUT_STATE,
  centavosToReais,
  type TCashoutOffer,
  type TCashoutState,
  TICKET_STATUS,
} from '@placar/contract';
import { sportsbook } from '@placar/domain';
import type { Platform } from '../../platform/context';
import { getMarketState } from '../feed';
import { accounts, publishBalanceChanges, type TransferResult } from '../wallet';
import { customBetModel } from './bet-builder';
import { bettingSettings } from './betting.config';
import type { LegRow, TicketRow } from './betting.tables';
import { acceptedCashout, closeByCashout } from './cashout.repository';
import { move } from './money';
import { publishTicketChange } from './publish';
import { settledLegOf } from './ticket-payout';
import { bettingDb, inBettingTransaction, loadTicket, lockTicket } from './tickets.repository';

type Offer = { ticketId: number; userId: number; amount: number };

/** Static reasons a ticket can never be cashed out: free bet, or a sport without cashout. */
export function isCashoutBlocked(platform: Platform, t: TicketRow, legs: LegRow[]) {
  const sports = new Set(bettingSettings(platform).cashoutSports);
  return t.free_bet_id !== null || legs.some((l) => !sports.has(l.sport_id));
}

async function fairProbability(platform: Platform, leg: LegRow) {
  const market = await getMarketState(platform, {
    matchId: leg.match_id,
    marketId: leg.market_id,
    specifiers: leg.specifiers,
  });
  const o = market?.find((x) => x.outcomeId === leg.outcome_id);
  if (!market || !o?.active) return undefined;
  const sum = market.filter((x) => x.odds > 1).reduce((a, x) => a + 1 / x.odds, 0);
  return sum > 0 ? 1 / o.odds / sum : undefined;
}

/** The ticket's legs for the cashout maths, or the state that prevents an offer. */
async function cashoutLegs(
  platform: Platform,
  legs: LegRow[],
): Promise<sportsbook.CashoutLeg[] | TCashoutState> {
  const out: sportsbook.CashoutLeg[] = [];
  const groups = new Map<number, LegRow[]>();
  for (const leg of legs) {
    if (leg.group_idx !== null) {
      groups.set(leg.group_idx, [...(groups.get(leg.group_idx) ?? []), leg]);
      continue;
    }
    const settled = settledLegOf(leg);
    if (settled) out.push({ odds: leg.odds, settled });
    else {
      const probability = await fairProbability(platform, leg);
      if (probability === undefined) return CASHOUT_STATE.ClosedMarket;
      out.push({ odds: leg.odds, probability });
    }
  }
  for (const members of groups.values()) {
    const first = members[0]!;
    const model = await customBetModel(platform, first.match_id);
    if (!model) return CASHOUT_STATE.ClosedMarket;
    const probability = sportsbook.jointProbability(
      model,
      members.map((m) => ({ marketTypeId: m.market_id, specifiers: m.specifiers, outcomeId: m.outcome_id })),
    );
    out.push({ odds: first.group_odds ?? 1, probability });
  }
  return out;
}

/** The current offer: its amount in centavos, or the cashout state that explains why there is none. */
export type CurrentOffer = { amount: number } | { state: TCashoutState };

export async function currentOffer(platform: Platform, t: TicketRow, legs: LegRow[]): Promise<CurrentOffer> {
  if (t.bet_state === 'cashout') return { state: CASHOUT_STATE.AlreadyClosed };
  if (t.status === TICKET_STATUS.Pending) return { state: CASHOUT_STATE.Pending };
  if (t.status !== TICKET_STATUS.Accepted || t.bet_state !== 'open')
    return { state: CASHOUT_STATE.AlreadyClosed };
  if (isCashoutBlocked(platform, t, legs)) return { state: CASHOUT_STATE.NotAvailable };
  const cl = await cashoutLegs(platform, legs);
  if (!Array.isArray(cl)) return { state: cl };
  const amount = sportsbook.cashoutOfferCentavos(t.stake, cl, bettingSettings(platform).cashoutMargin);
  return Number.isInteger(amount) && amount > 0 ? { amount } : { state: CASHOUT_STATE.NotAvailable };
}

const offerKey = (id: string) => `betting:cashout-offer:${id}`;

/** An offer the bettor may accept within CASHOUT_OFFER_TTL_MS (kept in the cache). */
export async function makeOffer(platform: Platform, t: TicketRow, legs: LegRow[]): Promise<TCashoutOffer> {
  const current = await currentOffer(platform, t, legs);
  const base = {
    ticketId: String(t.id),
    stake: centavosToReais(t.stake),
    possibleWinnings: centavosToReais(t.possible_win),
  };
  if ('state' in current)
    return { ...base, state: current.state, cashoutAmount: null, offerId: null, expiresAt: null };
  const offerId = randomUUID();
  const offer: Offer = { ticketId: t.id, userId: t.user_id, amount: current.amount };
  await platform.cache.set(offerKey(offerId), offer, CASHOUT_OFFER_TTL_MS);
  return {
    ...base,
    state: CASHOUT_STATE.Available,
    cashoutAmount: centavosToReais(current.amount),
    offerId,
    expiresAt: new Date(Date.now() + CASHOUT_OFFER_TTL_MS).toISOString(),
  };
}

export type CashoutResult =
  | { state: typeof CASHOUT_STATE.Success; amount: number }
  | { state: TCashoutState; code: string; newOffer: TCashoutOffer | null };

/**
 * Accepts an offer: the price is computed again; when it moved (or the offer expired) a new offer is
 * answered instead. Paid through the ledger once per ticket (bets in play → wallet, the rest to the house).
 */
export async function placeCashout(
  platform: Platform,
  userId: number,
  ticketId: number,
  offerId: string,
  amountCentavos: number,
): Promise<CashoutResult> {
  const loaded = await loadTicket(platform, ticketId);
  if (!loaded || loaded.ticket.user_id !== userId)
    return { state: CASHOUT_STATE.Error, code: 'TICKET_NOT_FOUND', newOffer: null };
  const { ticket, legs } = loaded;
  // the offerId is the call's retry key: a retry of the accepted offer answers its Success again
  if (ticket.bet_state === 'cashout') {
    const accepted = await acceptedCashout(bettingDb(platform), ticketId);
    if (accepted?.offer_id === offerId && Number(accepted.amount) === amountCentavos)
      return { state: CASHOUT_STATE.Success, amount: amountCentavos };
  }
  const offer = await platform.cache.get<Offer>(offerKey(offerId));
  const current = await currentOffer(platform, ticket, legs);
  if ('state' in current) return { state: current.state, code: 'CASHOUT_NOT_AVAILABLE', newOffer: null };
  if (
    !offer ||
    offer.ticketId !== ticketId ||
    offer.amount !== amountCentavos ||
    current.amount !== amountCentavos
  )
    return {
      state: CASHOUT_STATE.Available,
      code: 'CASHOUT_AMOUNT_CHANGED',
      newOffer: await makeOffer(platform, ticket, legs),
    };
  let moved: TransferResult | undefined;
  const done = await inBettingTransaction(platform, async (trx) => {
    const t = await lockTicket(trx, ticketId);
    if (t?.status !== TICKET_STATUS.Accepted || t.bet_state !== 'open') return undefined;
    moved = await move(
      platform,
      trx,
      t,
      `bet-cashout:${t.id}`,
      'bet_settled',
      [
        { account: accounts.betsInPlay(t.user_id), amount: -t.stake },
        { account: accounts.real(t.user_id), amount: amountCentavos },
        { account: accounts.house, amount: t.stake - amountCentavos },
      ],
      { cashout: amountCentavos },
    );
    return closeByCashout(trx, t.id, amountCentavos, offerId);
  });
  if (!done) return { state: CASHOUT_STATE.AlreadyClosed, code: 'CASHOUT_NOT_AVAILABLE', newOffer: null };
  await platform.cache.del(offerKey(offerId));
  if (moved) publishBalanceChanges(platform, moved);
  publishTicketChange(platform, done as TicketRow, legs, 'cashout');
  return { state: CASHOUT_STATE.Success, amount: amountCentavos };
}
