import type { PlacarModule } from '../../platform/module';
import { walletRoutes } from './wallet.routes';

/**
 * The wallet: the double-entry ledger, the only code that moves money. Other modules call `transfer`
 * (in their own transaction with `{ trx }` when the movement must commit with their rows) and read
 * balances with `getUserBalances`; `wallet.balance.{userId}` is published on the bus after each movement.
 */
export {
  type AccountKind,
  type AccountRef,
  accounts,
  SYSTEM_ACCOUNT_KINDS,
  type SystemAccountKind,
  USER_ACCOUNT_KINDS,
  type UserAccountKind,
} from './accounts';
export { getSystemBalances, getUserBalances, type UserBalances } from './balances';
export { checkLedger, type LedgerReport } from './ledger-invariants';
export { getPlayTotals, type PlayTotals } from './play-totals';
export {
  INSUFFICIENT_FUNDS,
  ledgerTransferArgs,
  publishBalanceChanges,
  SYSTEM_SHARDS,
  type TransferEntry,
  type TransferInput,
  type TransferKind,
  type TransferLine,
  type TransferOptions,
  type TransferResult,
  transfer,
} from './transfer';

export const walletModule: PlacarModule = { name: 'wallet', routes: walletRoutes };
