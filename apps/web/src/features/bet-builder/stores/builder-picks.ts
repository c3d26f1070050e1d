import { create } from 'zustand';
import type { BuilderPick } from '../model/picks';

type PicksState = {
  /** per event: the picks in the order they were made */
  byEvent: Record<string, BuilderPick[]>;
  set(eventId: string, picks: BuilderPick[]): void;
  clear(eventId: string): void;
};

/** The builder's picks, kept while the user looks at other market groups (not across reloads). */
export const useBuilderPicks = create<PicksState>((set) => ({
  byEvent: {},
  set: (eventId, picks) => set((s) => ({ byEvent: { ...s.byEvent, [eventId]: picks } })),
  clear: (eventId) =>
    set((s) => {
      const next = { ...s.byEvent };
      delete next[eventId];
      return { byEvent: next };
    }),
}));

const NONE: BuilderPick[] = [];
export const usePicks = (eventId: string) => useBuilderPicks((s) => s.byEvent[eventId] ?? NONE);
