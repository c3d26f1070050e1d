import type { Platform } from '../../platform/context';
import { createValidatedUser } from '../../testing/identity';
import { accounts, transfer } from '../wallet';

let seq = 0;

/** A bettor who may bet: e-mail verified (factory default) and fully validated by the identity module. */
export async function createBettor(platform: Platform, centavos = 0) {
  const u = await createValidatedUser(platform);
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
