import type { Platform } from '../../platform/context';
import { createTestUser } from '../../testing/factories';
import { accounts, transfer } from '../wallet';

let seq = 0;

/**
 * A bettor who may bet: e-mail verified (factory default) and fully validated. The validation is put in
 * the identity module's cache (`identity:full:{userId}`, what `assertFullyValidated` reads first), so the
 * betting tests do not replay the whole document flow.
 */
export async function createBettor(platform: Platform, centavos = 0) {
  const u = await createTestUser(platform);
  await platform.cache.set(`identity:full:${u.user.id}`, true, 10 * 60_000);
  if (centavos > 0) await fund(platform, u.user.id, centavos);
  return u;
}

export async function fund(platform: Platform, userId: number, centavos: number) {
  seq += 1;
  await transfer(platform, {
    idempotencyKey: `bet-test-fund-${userId}-${Date.now()}-${seq}`,
    kind: 'pix_deposit',
    userId,
    lines: [
      { account: accounts.pixClearing, amount: -centavos },
      { account: accounts.real(userId), amount: centavos },
    ],
  });
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
export { oneXTwo, total } from '../feed/testing/feed-builders';
export { settlement, startFeed } from './betting.harness';
