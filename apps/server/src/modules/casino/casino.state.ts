import type { CrashGateway } from './crash/crash-gateway';
import type { CrashLoop } from './crash/crash-loop';
import type { CachedSession } from './launch/casino-sessions';
import { type AccountCheck, defaultIdentityCheck, defaultMigrationCheck } from './launch/launch-rules';
import type { WalletBatcher } from './wallet/wallet-batcher';

/** The casino's state on one platform, created by the composition root (modules/index.ts). */
export type CasinoState = {
  /** the shared crash rounds' loop, while this node holds the 'casino-crash' role */
  crashLoop: CrashLoop | undefined;
  /** the crash gateway serving this node's players, once the routes are registered */
  crashGateway: CrashGateway | undefined;
  /** the seamless wallet's group commit, made on first use */
  batcher: WalletBatcher | undefined;
  /** launch sessions read recently, by token hash */
  sessions: Map<string, CachedSession>;
  /** games ordered by plays in the last 7 days, 30 s */
  topGames: { at: number; ids: string[] } | undefined;
  /** launch rules another module will own (identity's full validation, a migration) */
  identityCheck: AccountCheck;
  migrationCheck: AccountCheck;
};

declare module '../../platform/context' {
  interface ModuleState {
    casino: CasinoState;
  }
}

export function createCasinoState(): CasinoState {
  return {
    crashLoop: undefined,
    crashGateway: undefined,
    batcher: undefined,
    sessions: new Map(),
    topGames: undefined,
    identityCheck: defaultIdentityCheck,
    migrationCheck: defaultMigrationCheck,
  };
}
