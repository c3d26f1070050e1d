import type { Platform } from '../../platform/context';
import { hasSuccessfulDeposit } from './deposits/deposits.repository';
import { paymentsDb } from './payments.repository';

/** Whether the user has a successful deposit. Once true it stays true, so that answer is cached. */
export async function hasFirstDeposit(platform: Platform, userId: number): Promise<boolean> {
  const key = `payments:first-deposit:${userId}`;
  if (await platform.cache.get<boolean>(key)) return true;
  const deposited = await hasSuccessfulDeposit(paymentsDb(platform.db), userId);
  if (deposited) await platform.cache.set(key, true, 24 * 3600_000);
  return deposited;
}
