import type { sportsbook } from '@placar/domain';
import type { Platform } from '../../platform/context';
import { type BettingSettings, defaultBettingSettings } from './betting.config';
import { type MayBetCache, watchMayBet } from './bettor-guard';
import type { LossLimitHooks } from './loss-limit';

/** The betting module's state on one platform, created by the composition root (modules/index.ts). */
export type BettingState = {
  /** limits, margins, live delays and clock; tests change them with `configureBetting` */
  settings: BettingSettings;
  /** the tail of this node's settlement queue (bus messages and sweeps, one at a time) */
  settlementTail: Promise<unknown>;
  /** bettors found allowed to bet, for MAY_BET_TTL_MS */
  mayBet: MayBetCache;
  /** the bet builder's fitted models per match */
  builderModels: Map<string, { at: number; key: string; dist: sportsbook.FootballDistributions }>;
  /** responsible gaming's loss-limit check and stake-gate clock, lent by the composition root */
  lossLimit: LossLimitHooks | undefined;
};

declare module '../../platform/context' {
  interface ModuleState {
    betting: BettingState;
  }
}

/** Betting's state; `lossLimit` is what responsible gaming lends it (betting does not import it). */
export function createBettingState(
  platform: Platform,
  lend: { lossLimit?: LossLimitHooks } = {},
): BettingState {
  return {
    settings: defaultBettingSettings(),
    settlementTail: Promise.resolve(),
    mayBet: watchMayBet(platform),
    builderModels: new Map(),
    lossLimit: lend.lossLimit,
  };
}
