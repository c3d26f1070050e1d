import type { PlacarModule } from '../platform/module';
import { accountModule } from './account';
import { flagsModule } from './flags';
import { mailboxModule } from './mailbox';
import { realtimeModule } from './realtime';
import { walletModule } from './wallet';
import { paymentsModule } from './payments';

/** Every business module, in registration order. */
export const modules: PlacarModule[] = [
  flagsModule,
  mailboxModule,
  accountModule,
  realtimeModule,
  walletModule,
, paymentsModule];
