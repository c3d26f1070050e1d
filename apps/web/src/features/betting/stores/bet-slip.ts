import {
  BET_SLIP_MAX_SELECTIONS,
  BETTING_MESSAGES,
  TICKET_TYPE,
  type TMarket,
  type TOutcome,
} from '@placar/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../lib/storage';
import type { SbMatch } from '../../sportsbook';
import { applyStartTimes, canAdd, followMatch, slipMarketStatus } from '../model/availability';
import { freshItemState } from '../model/fresh-item';
import { acceptStakeText } from '../model/stake';
import { canBeMultiple } from '../model/ticket-rules';
import { NO_FREE_BET, type SlipItem, type TicketState, type TicketType } from '../model/types';

export const newBetSlipId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `slip-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function initialTicket(): TicketState {
  return {
    betItems: [],
    ticketStep: 'Initial',
    ticketType: TICKET_TYPE.singles,
    isExpanded: false,
    ticketResultStatus: 0,
    resultMessage: null,
    stakeMultiple: '',
    ticketIdMultiple: null,
    acceptanceDateMultiple: null,
    limitsByMatch: {},
    isPlacingTicket: false,
    betSlipId: newBetSlipId(),
    isFreeBetMultiple: NO_FREE_BET,
    oddsChanged: false,
    warning: null,
  };
}

/** A slip item from the outcome an odds button showed. */
export function toSlipItem(outcome: TOutcome, market: TMarket, match: SbMatch, now: number): SlipItem {
  const odds = { outcomeOdds: outcome.odds, outcomeOddsUS: outcome.oddsUS, outcomeName: outcome.name };
  return {
    id: outcome.id,
    matchId: match.id,
    matchName: match.name,
    matchStatus: match.status,
    scheduleTime: match.scheduleTime,
    marketId: market.id,
    marketName: market.name,
    marketStatus: slipMarketStatus(market.status),
    specifiers: market.specifiers,
    tournamentId: match.tournamentId,
    marketTypeId: market.marketType,
    marketIsFavorite: market.isFavorite,
    outcomeId: outcome.outcomeId,
    outcomeActive: outcome.active,
    providerId: match.providerId,
    producerId: market.producerId,
    sportId: match.sportId,
    ...freshItemState(match, odds, now),
  };
}

export type ToggleAnswer = 'added' | 'removed' | 'refused';
/** 'exists': the same combination is already on the slip. */
export type AddCustomBetAnswer = 'added' | 'exists' | 'refused';

type Actions = {
  /** Tap on an outcome: adds it, or removes it when already there (seed 002 section 2). */
  toggle(outcome: TOutcome, market: TMarket, match: SbMatch, now?: number): ToggleAnswer;
  /** Adds ready-made items (copying a shared bet). */
  addItems(items: SlipItem[]): void;
  /** Adds a custom bet the bet builder priced (`toCustomBetItem`) as one item. */
  addCustomBet(item: SlipItem, now?: number): AddCustomBetAnswer;
  remove(id: string): void;
  clear(): void;
  setExpanded(expanded: boolean): void;
  setTicketType(type: TicketType): void;
  setStake(id: string | 'multiple', typed: string): void;
  setAllStakes(typed: string): void;
  patchItem(id: string, patch: Partial<SlipItem>): void;
  patchTicket(patch: Partial<TicketState>): void;
  warn(message: string, now?: number): void;
  clearWarning(at: number): void;
  followMatch(match: SbMatch, now?: number): void;
  blockEvent(eventId: string, blocked: boolean): void;
  applyStartTimes(now: number): void;
  /** The user saw the new odds: they become the odds placed. */
  acceptOdds(): void;
  /** After a result: a fresh ticket, keeping the selections or not. */
  newTicket(keepSelections: boolean): void;
};

export type BetSlipState = TicketState & Actions;

/** Ticket fields a change of items resets (count 0 → Initial; seed 002 section 4). */
function withItems(state: TicketState, betItems: SlipItem[]): Partial<TicketState> {
  if (betItems.length === 0) return { ...initialTicket(), isExpanded: state.isExpanded };
  const ticketType =
    state.ticketType === TICKET_TYPE.multiple && !canBeMultiple(betItems)
      ? TICKET_TYPE.singles
      : state.ticketType;
  const ticketStep = state.ticketStep === 'Initial' ? 'SettingBet' : state.ticketStep;
  return { betItems, ticketType, ticketStep };
}

const oddsMoved = (items: SlipItem[]) =>
  items.some((i) => i.latestOutcome.outcomeOdds !== i.placedOutcome.outcomeOdds);

export const useBetSlip = create<BetSlipState>()(
  persist(
    (set, get) => ({
      ...initialTicket(),
      toggle(outcome, market, match, now = Date.now()) {
        const state = get();
        if (state.ticketStep === 'Waiting') return 'refused';
        if (state.betItems.some((i) => i.id === outcome.id)) {
          get().remove(outcome.id);
          return 'removed';
        }
        if (!canAdd(market, outcome.active)) {
          get().warn('Mercado indisponível no momento.', now);
          return 'refused';
        }
        const base: TicketState =
          state.ticketStep === 'Result' || state.ticketStep === 'Disconnected'
            ? { ...initialTicket(), isExpanded: state.isExpanded }
            : state;
        if (base.betItems.length >= BET_SLIP_MAX_SELECTIONS) {
          get().warn(BETTING_MESSAGES.maxSelections, now);
          return 'refused';
        }
        const items = [...base.betItems, toSlipItem(outcome, market, match, now)];
        const wasSingle = base.betItems.length === 1 && base.ticketType === TICKET_TYPE.singles;
        const patch = withItems(base, items);
        // two selections that combine become a multiple, as bettors expect; the user can switch back
        if (wasSingle && items.length === 2 && canBeMultiple(items)) patch.ticketType = TICKET_TYPE.multiple;
        set({ ...base, ...patch });
        return 'added';
      },
      addItems(items) {
        const state = get();
        const known = new Set(state.betItems.map((i) => i.id));
        const merged = [...state.betItems, ...items.filter((i) => !known.has(i.id))].slice(
          0,
          BET_SLIP_MAX_SELECTIONS,
        );
        const patch = withItems(state, merged);
        if (canBeMultiple(merged)) patch.ticketType = TICKET_TYPE.multiple;
        set({ ...patch, isExpanded: true });
      },
      addCustomBet(item, now = Date.now()) {
        const state = get();
        if (state.ticketStep === 'Waiting') return 'refused';
        const base: TicketState =
          state.ticketStep === 'Result' || state.ticketStep === 'Disconnected'
            ? { ...initialTicket(), isExpanded: state.isExpanded }
            : state;
        if (base.betItems.some((i) => i.id === item.id)) {
          get().warn('Esta aposta criada já está no boletim.', now);
          return 'exists';
        }
        if (base.betItems.length >= BET_SLIP_MAX_SELECTIONS) {
          get().warn(BETTING_MESSAGES.maxSelections, now);
          return 'refused';
        }
        const items = [...base.betItems, item];
        const wasSingle = base.betItems.length === 1 && base.ticketType === TICKET_TYPE.singles;
        const patch = withItems(base, items);
        // as with outcomes: a second custom bet of another match makes a custom parlay
        if (wasSingle && items.length === 2 && canBeMultiple(items)) patch.ticketType = TICKET_TYPE.multiple;
        set({ ...base, ...patch });
        return 'added';
      },
      remove(id) {
        const state = get();
        if (state.ticketStep === 'Waiting') return;
        const items = state.betItems.filter((i) => i.id !== id);
        set({ ...withItems(state, items), oddsChanged: oddsMoved(items) });
      },
      clear() {
        if (get().ticketStep === 'Waiting') return;
        set({ ...initialTicket(), isExpanded: get().isExpanded });
      },
      setExpanded(expanded) {
        const state = get();
        // collapsing an empty ticket resets it to Initial (seed 002 section 4)
        if (!expanded && state.betItems.length === 0) set({ ...initialTicket(), isExpanded: false });
        else set({ isExpanded: expanded });
      },
      setTicketType(type) {
        const state = get();
        if (type === TICKET_TYPE.multiple && !canBeMultiple(state.betItems)) return;
        set({ ticketType: type });
      },
      setStake(id, typed) {
        const state = get();
        if (id === 'multiple') {
          set({ stakeMultiple: acceptStakeText(state.stakeMultiple, typed) });
          return;
        }
        set({
          betItems: state.betItems.map((i) =>
            i.id === id ? { ...i, stake: acceptStakeText(i.stake, typed) } : i,
          ),
        });
      },
      setAllStakes(typed) {
        const state = get();
        set({
          betItems: state.betItems.map((i) =>
            i.isFreeBet.isFree ? i : { ...i, stake: acceptStakeText(i.stake, typed) },
          ),
        });
      },
      patchItem(id, patch) {
        set({ betItems: get().betItems.map((i) => (i.id === id ? { ...i, ...patch } : i)) });
      },
      patchTicket(patch) {
        set(patch);
      },
      warn(message, now = Date.now()) {
        set({ warning: { message, at: now } });
      },
      clearWarning(at) {
        if (get().warning?.at === at) set({ warning: null });
      },
      followMatch(match, now = Date.now()) {
        const state = get();
        const items = followMatch(state.betItems, match, now);
        if (items === state.betItems) return;
        set({ betItems: items, oddsChanged: oddsMoved(items) });
      },
      blockEvent(eventId, blocked) {
        const state = get();
        if (!state.betItems.some((i) => i.matchId === eventId && i.blocked !== blocked)) return;
        set({ betItems: state.betItems.map((i) => (i.matchId === eventId ? { ...i, blocked } : i)) });
      },
      applyStartTimes(now) {
        const state = get();
        const items = applyStartTimes(state.betItems, now);
        if (items !== state.betItems) set(withItems(state, items));
      },
      acceptOdds() {
        set({
          betItems: get().betItems.map((i) => ({ ...i, placedOutcome: i.latestOutcome })),
          oddsChanged: false,
        });
      },
      newTicket(keepSelections) {
        const state = get();
        if (!keepSelections) {
          set({ ...initialTicket(), isExpanded: state.isExpanded });
          return;
        }
        // a custom bet closed by the server (seed 002 section 8) does not come back
        const kept = state.betItems.filter((i) => i.customBet?.customBetStatus !== 'Closed');
        const items = kept.map((i) => ({
          ...i,
          placeSingleResult: null,
          acceptanceDate: null,
          placedOutcome: i.latestOutcome,
          isFreeBet: NO_FREE_BET,
        }));
        const base: TicketState = {
          ...initialTicket(),
          isExpanded: state.isExpanded,
          ticketType: state.ticketType,
          stakeMultiple: state.stakeMultiple,
        };
        set({ ...base, ...withItems(base, items) });
      },
    }),
    {
      name: STORAGE_KEYS.betSlip,
      storage: createJSONStorage(() => localStorage),
      version: 1,
      partialize: (s): Omit<TicketState, 'warning' | 'isPlacingTicket'> => {
        const { warning: _w, isPlacingTicket: _p, ...kept } = pickTicket(s);
        return kept;
      },
      merge: (persisted, current) => {
        const saved = persisted as Partial<TicketState> | undefined;
        // a reload while placing cannot follow that ticket any more: the slip tells the user to check
        const step =
          saved?.ticketStep === 'Waiting' ? ('Disconnected' as const) : (saved?.ticketStep ?? 'Initial');
        return { ...current, ...saved, ticketStep: step, isPlacingTicket: false, warning: null };
      },
    },
  ),
);

function pickTicket(s: BetSlipState): TicketState {
  return {
    betItems: s.betItems,
    ticketStep: s.ticketStep,
    ticketType: s.ticketType,
    isExpanded: s.isExpanded,
    ticketResultStatus: s.ticketResultStatus,
    resultMessage: s.resultMessage,
    stakeMultiple: s.stakeMultiple,
    ticketIdMultiple: s.ticketIdMultiple,
    acceptanceDateMultiple: s.acceptanceDateMultiple,
    limitsByMatch: s.limitsByMatch,
    isPlacingTicket: s.isPlacingTicket,
    betSlipId: s.betSlipId,
    isFreeBetMultiple: s.isFreeBetMultiple,
    oddsChanged: s.oddsChanged,
    warning: s.warning,
  };
}
