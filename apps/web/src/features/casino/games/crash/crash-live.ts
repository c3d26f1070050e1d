import type { TCrashState, TCrashTick } from '@placar/contract';
import { create } from 'zustand';

/** What the fairness panel beside the game shows of the shared round: no multiplier, no bets. */
export type CrashLiveRound = Pick<TCrashTick, 'roundId' | 'phase' | 'seedHash' | 'seed'>;
/** The hash chain the seeds come from, as the State call gave it (its salt is the client seed). */
export type CrashChainInfo = Pick<TCrashState, 'chainAnchor' | 'chainIndex' | 'salt' | 'roundId'>;

type CrashLive = {
  round: CrashLiveRound | null;
  chain: CrashChainInfo | null;
  /** From every tick: changes the round only when its phase, id or seed change (once per phase). */
  follow(t: TCrashTick): void;
  setChain(s: TCrashState): void;
  reset(): void;
};

/**
 * The round the crash game follows (use-crash-feed.ts writes it), read by the fairness panel in the
 * page's side column, outside the game.
 */
export const useCrashLive = create<CrashLive>((set, get) => ({
  round: null,
  chain: null,
  follow: (t) => {
    const r = get().round;
    if (r && r.roundId === t.roundId && r.phase === t.phase && r.seed === t.seed && r.seedHash === t.seedHash)
      return;
    set({ round: { roundId: t.roundId, phase: t.phase, seedHash: t.seedHash, seed: t.seed } });
  },
  setChain: (s) =>
    set({
      chain: { chainAnchor: s.chainAnchor, chainIndex: s.chainIndex, salt: s.salt, roundId: s.roundId },
    }),
  reset: () => set({ round: null, chain: null }),
}));
