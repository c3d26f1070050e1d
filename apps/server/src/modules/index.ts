import type { Platform } from '../platform/context';
import type { PlacarModule } from '../platform/module';
import { accountModule, createAccountState } from './account';
import { bettingModule, createBettingState } from './betting';
import { casinoModule, createCasinoState } from './casino';
import { createFeedState } from './feed';
import { feedModule } from './feed/module';
import { createFlagsState, flagsModule } from './flags';
import { createIdentityState, identityModule } from './identity';
import { mailboxModule } from './mailbox';
import { createPaymentsState, paymentsModule } from './payments';
import { createRealtimeState, realtimeModule } from './realtime';
import { regionModule } from './region';
import {
  checkLossLimit,
  createResponsibleGamingState,
  responsibleGamingModule,
  stakeGateNow,
} from './responsible-gaming';
import { createSportsbookState, sportsbookModule } from './sportsbook';
import { createStaffState, staffModule } from './staff';
import { walletModule } from './wallet';

/** Every business module, in registration order. */
export const modules: PlacarModule[] = [
  flagsModule,
  mailboxModule,
  accountModule,
  staffModule,
  regionModule,
  realtimeModule,
  feedModule,
  sportsbookModule,
  walletModule,
  paymentsModule,
  identityModule,
  casinoModule,
  bettingModule,
  responsibleGamingModule,
];

/**
 * The composition root: creates every module's state on this platform, once, before any module runs,
 * and hands each module what it borrows from another without importing it. Called by whoever creates a
 * platform (main.ts, testing/platform.ts, the command line, the benchmarks); answers the same platform.
 */
export function wireModules<P extends Platform>(platform: P): P {
  const m = platform.modules;
  m.flags = createFlagsState();
  m.account = createAccountState(platform);
  m.realtime = createRealtimeState();
  m.feed = createFeedState();
  m.sportsbook = createSportsbookState();
  m.payments = createPaymentsState();
  m.casino = createCasinoState();
  m.identity = createIdentityState();
  m.responsibleGaming = createResponsibleGamingState();
  m.staff = createStaffState();
  // placement asks responsible gaming's loss limit and clock: lent here, so that betting never imports
  // responsible gaming (which imports betting)
  m.betting = createBettingState(platform, { lossLimit: { check: checkLossLimit, gateNow: stakeGateNow } });
  return platform;
}
