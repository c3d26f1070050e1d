import type { TBrand } from '@placar/contract';
import type { Catalogue } from './catalogue.service';
import type { MatchCache } from './match-cache';
import type { SwitchCache } from './switch.service';

/** The sportsbook's caches on one platform, created by the composition root (modules/index.ts). */
export type SportsbookState = {
  /** sports and tournaments per brand, 5 s */
  catalogues: Map<TBrand, { at: number; value: Promise<Catalogue> }>;
  /** the feed switch, reloaded on every feed.switch.* message */
  switch: Promise<SwitchCache> | undefined;
  /** the matches kept in memory, made on first use */
  matches: MatchCache | undefined;
  /** second-provider tournaments with prematch enabled, 10 s */
  enabledPrematch: { at: number; ids: Promise<Set<string>> } | undefined;
  /** event ids per list filter, 1 s */
  listIds: Map<string, { at: number; ids: Promise<string[]> }>;
};

declare module '../../platform/context' {
  interface ModuleState {
    sportsbook: SportsbookState;
  }
}

export function createSportsbookState(): SportsbookState {
  return {
    catalogues: new Map(),
    switch: undefined,
    matches: undefined,
    enabledPrematch: undefined,
    listIds: new Map(),
  };
}
