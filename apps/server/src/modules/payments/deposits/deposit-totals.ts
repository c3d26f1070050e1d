import type { Platform } from '../../../platform/context';
import { paymentsDb } from '../payments.repository';
import { sumDepositedSince } from './deposits.repository';

/**
 * Centavos a bettor deposited since a moment: paid deposits (by payment time) and charges still
 * payable (by creation), so several open charges cannot together pass a responsible-gaming limit.
 */
export function depositedSince(platform: Platform, userId: number, since: Date): Promise<number> {
  return sumDepositedSince(paymentsDb(platform.db), userId, since);
}
