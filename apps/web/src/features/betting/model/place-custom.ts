import { TICKET_STATUS, type TPlaceBetAnswer } from '@placar/contract';
import { ApiError } from '../../../lib/api/http';
import { customBetRequest, itemIndexOfLeg } from './custom-bet';
import type { PlaceDeps, SlipStore } from './place-ticket';
import { applyReject, type RejectContext, type RejectEffect, rejectMessage } from './reject';
import { freeBetRef, type PlaceSingleResult, type SlipItem, type TicketState } from './types';

/** Where the singles placement gathers what each ticket did (place-ticket.ts placeSingles). */
export type SinglesSink = {
  results: Map<string, PlaceSingleResult>;
  /** ticketId → item id, for the status poll */
  pending: Map<string, string>;
  effects: { item: SlipItem; effect: RejectEffect }[];
};

/** The connectionId of the k-th custom bet of a slip placed as singles (each is its own ticket). */
export const customSingleSlipId = (betSlipId: string, k: number) => `${betSlipId}-cb${k}`;

/**
 * The custom bets of a singles ticket: each goes alone through POST /api/Ticket/v1/PlaceBet/CustomBet
 * (header Feed-Version) with its own stake and connectionId (recorded as betSlipIdSingle).
 */
export async function placeCustomSingles(
  store: SlipStore,
  deps: PlaceDeps,
  state: TicketState,
  sink: SinglesSink,
): Promise<void> {
  const custom = state.betItems.filter((i) => i.customBet);
  if (custom.length === 0) return;
  const slipIds = new Map(custom.map((i, k) => [i.id, customSingleSlipId(state.betSlipId, k)]));
  store.setState({
    betItems: store.getState().betItems.map((i) => {
      const id = slipIds.get(i.id);
      return id && i.customBet ? { ...i, customBet: { ...i.customBet, betSlipIdSingle: id } } : i;
    }),
  });
  for (const item of custom) {
    const connectionId = slipIds.get(item.id) as string;
    let answer: TPlaceBetAnswer;
    try {
      answer = await deps.api.placeCustomBet(
        customBetRequest(item, connectionId, freeBetRef(item.isFreeBet)),
      );
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message : 'Não foi possível fazer a aposta. Tente novamente.';
      sink.results.set(item.id, { status: 'Rejected', message, ticketId: null });
      continue;
    }
    if (answer.status === TICKET_STATUS.Accepted || answer.status === TICKET_STATUS.Pending) {
      const status = answer.status === TICKET_STATUS.Accepted ? 'Accepted' : 'Pending';
      sink.results.set(item.id, { status, message: null, ticketId: answer.ticketId });
      if (status === 'Pending' && answer.ticketId) sink.pending.set(answer.ticketId, item.id);
      continue;
    }
    if (answer.status === TICKET_STATUS.Canceled) {
      sink.results.set(item.id, { status: 'Canceled', message: 'Aposta cancelada.', ticketId: null });
      continue;
    }
    sink.results.set(item.id, {
      status: 'Rejected',
      message: rejectMessage(answer.rejectCode),
      ticketId: null,
    });
    // the reject is about this custom bet as a whole (selectionIndex counts its legs)
    const context = { ...answer.context, selectionIndex: null };
    sink.effects.push({ item, effect: applyReject(store.getState(), answer.rejectCode, context, [item.id]) });
  }
}

/** A ParlayCustomBets reject names a leg (counted across the custom bets): the slip needs the item. */
export function parlayContext(items: SlipItem[], context: RejectContext): RejectContext {
  const leg = context?.selectionIndex;
  if (typeof leg !== 'number') return context;
  return { ...context, selectionIndex: itemIndexOfLeg(items, leg) };
}

/**
 * Seed 002 section 8, reject -703: a rejected custom item is recalculated (POST /api/CustomBet/
 * CalculateOdds). Priced again, it comes back with the new odds for the user to confirm; refused,
 * it stays closed.
 */
export async function recalculateRejected(store: SlipStore, deps: PlaceDeps): Promise<void> {
  const rejected = store.getState().betItems.filter((i) => i.customBet?.customBetStatus === 'Rejected');
  for (const item of rejected) {
    const selections = item.customBet?.selectedMarkets ?? [];
    let patch: Partial<SlipItem>;
    try {
      const price = await deps.api.calculateCustomOdds({
        urnEvent: item.matchId,
        marketPunterSelections: selections.map((s) => ({
          marketId: s.marketId,
          outcomeId: s.outcomeId,
          specifiers: s.specifiers,
        })),
      });
      patch = {
        marketStatus: 'Active',
        latestOutcome: {
          ...item.latestOutcome,
          outcomeOdds: price.decimalOdds,
          outcomeOddsUS: price.americanOdds,
        },
        customBet: { selectedMarkets: selections, customBetStatus: 'Priced', betSlipIdSingle: null },
      };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) continue;
      patch = {
        customBet: { selectedMarkets: selections, customBetStatus: 'Closed', betSlipIdSingle: null },
      };
    }
    const betItems = store.getState().betItems.map((i) => (i.id === item.id ? { ...i, ...patch } : i));
    store.setState({
      betItems,
      oddsChanged: betItems.some((i) => i.latestOutcome.outcomeOdds !== i.placedOutcome.outcomeOdds),
    });
  }
}
