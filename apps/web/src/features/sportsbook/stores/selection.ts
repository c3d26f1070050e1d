import type { TMarket, TOutcome } from '@placar/contract';
import { create } from 'zustand';
import type { SbMatch } from '../cache/match-entry';

/**
 * The one entry point from odds buttons to the bet slip (seed 002 section 2: tapping an outcome adds
 * it; tapping it again removes it). The betting feature replaces the implementation with
 * `setSelectionHandler`; until then this store only remembers what is selected so buttons show it.
 */
export type Selection = {
  /** the outcome's unique id (`{matchId}/{marketId}/{specifiers}/{outcomeId}`) */
  id: string;
  matchId: string;
  matchName: string;
  marketId: number;
  marketName: string;
  specifiers: string;
  outcomeId: string;
  outcomeName: string;
  odds: number;
  producerId: number;
};

export type SelectionHandler = {
  /** Adds the outcome, or removes it when already selected. */
  onSelect(outcome: TOutcome, market: TMarket, match: SbMatch): void;
  isSelected(outcomeUniqueId: string): boolean;
};

type SelectionState = {
  selected: Record<string, Selection>;
  toggle(selection: Selection): void;
  remove(id: string): void;
  clear(): void;
};

export const useSelectionStore = create<SelectionState>((set) => ({
  selected: {},
  toggle: (s) =>
    set((state) => {
      const next = { ...state.selected };
      if (next[s.id]) delete next[s.id];
      else next[s.id] = s;
      return { selected: next };
    }),
  remove: (id) =>
    set((state) => {
      const next = { ...state.selected };
      delete next[id];
      return { selected: next };
    }),
  clear: () => set({ selected: {} }),
}));

export function toSelection(outcome: TOutcome, market: TMarket, match: SbMatch): Selection {
  return {
    id: outcome.id,
    matchId: match.id,
    matchName: match.name,
    marketId: market.id,
    marketName: market.name,
    specifiers: market.specifiers,
    outcomeId: outcome.outcomeId,
    outcomeName: outcome.name,
    odds: outcome.odds,
    producerId: market.producerId,
  };
}

const localHandler: SelectionHandler = {
  onSelect: (outcome, market, match) =>
    useSelectionStore.getState().toggle(toSelection(outcome, market, match)),
  isSelected: (id) => Boolean(useSelectionStore.getState().selected[id]),
};

let handler: SelectionHandler = localHandler;

/** For the bet slip: take over what a tap on an odds button does. */
export function setSelectionHandler(next: SelectionHandler | null) {
  handler = next ?? localHandler;
}

/** The handler buttons call: `useSelectionToggle().onSelect(outcome, market, match)`. */
export function useSelectionToggle(): SelectionHandler {
  return handler;
}

/** Whether one outcome is selected; re-renders only the button whose answer changes. */
export function useIsSelected(outcomeUniqueId: string): boolean {
  return useSelectionStore((s) => Boolean(s.selected[outcomeUniqueId]));
}
