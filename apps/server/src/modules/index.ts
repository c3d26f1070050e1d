import type { PlacarModule } from '../platform/module';
import { accountModule } from './account';
import { bettingModule, registerLossLimitCheck } from './betting';
import { casinoModule } from './casino';
import { feedModule } from './feed/module';
import { flagsModule } from './flags';
import { identityModule } from './identity';
import { mailboxModule } from './mailbox';
import { paymentsModule } from './payments';
import { realtimeModule } from './realtime';
import { regionModule } from './region';
import { checkLossLimit, responsibleGamingModule, stakeGateNow } from './responsible-gaming';
import { sportsbookModule } from './sportsbook';
import { walletModule } from './wallet';

/** Every business module, in registration order. */
export const modules: PlacarModule[] = [
  flagsModule,
  mailboxModule,
  accountModule,
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

// Composition: placement asks responsible gaming's loss limit and clock, handed over here so that
// betting never imports responsible gaming (which imports betting).
registerLossLimitCheck(checkLossLimit, stakeGateNow);
