import type { StreamHub } from './stream-hub';

/** The stream gate's state on one platform, created by the composition root (modules/index.ts). */
export type RealtimeState = {
  /** the hub serving this platform's app, once its routes are registered */
  hub: StreamHub | undefined;
};

declare module '../../platform/context' {
  interface ModuleState {
    realtime: RealtimeState;
  }
}

export function createRealtimeState(): RealtimeState {
  return { hub: undefined };
}
