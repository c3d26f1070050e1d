import type { TFlags } from '@placar/contract';

/** The flags module's state on one platform: the current flags, read at most every 2 s. */
export type FlagsState = { cached: { at: number; flags: TFlags } | undefined };

declare module '../../platform/context' {
  interface ModuleState {
    flags: FlagsState;
  }
}

export function createFlagsState(): FlagsState {
  return { cached: undefined };
}
