import type { Freshness } from './feed-freshness';
import type { FeedStateCache } from './feed-state-cache';
import type { ProducerState } from './producer-state';
import type { SimulatorFeed } from './simulator/run';
import type { Simulator } from './simulator/simulator';

/** The feed module's state on one platform, created by the composition root (modules/index.ts). */
export type FeedState = {
  /** the simulator and ingestion, while this node leads the feed */
  running: SimulatorFeed | undefined;
  /** the simulator this node runs, answering other nodes' match requests */
  simulator: Simulator | undefined;
  /** match and market rows read from the database, made on first use */
  stateCache: FeedStateCache | undefined;
  /** producers' alive state, made on first use */
  producers: ProducerState | undefined;
  /** names of outright competitors (they never change) */
  competitorNames: Map<string, string>;
  /** when this node last received odds, once watched */
  freshness: Freshness | undefined;
};

declare module '../../platform/context' {
  interface ModuleState {
    feed: FeedState;
  }
}

export function createFeedState(): FeedState {
  return {
    running: undefined,
    simulator: undefined,
    stateCache: undefined,
    producers: undefined,
    competitorNames: new Map(),
    freshness: undefined,
  };
}
