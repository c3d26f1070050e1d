import type { Platform } from '../../../platform/context';
import { createValidatedUser } from '../../../testing/identity';
import { accounts, transfer } from '../../wallet';
import { openSession } from '../launch/casino-sessions';

let seq = 0;

/** A fully validated, funded player (real wallet, centavos) with a real-money launch session of `providerId`. */
export async function fundedPlayer(platform: Platform, centavos: number, providerId = 100, gameId = 'dice') {
  const { user, token } = await createValidatedUser(platform);
  seq += 1;
  if (centavos > 0) {
    await transfer(platform, {
      idempotencyKey: `casino-test-fund-${user.id}-${seq}`,
      kind: 'pix_deposit',
      userId: user.id,
      lines: [
        { account: accounts.pixClearing, amount: -centavos },
        { account: accounts.real(user.id), amount: centavos },
      ],
    });
  }
  const launch = await openSession(platform, { mode: 'real', userId: user.id, providerId, gameId });
  return { user, bearer: token, casinoToken: launch.token, session: launch.session };
}

/** A dice round settled at once (betWin): its bet and win references are `<ref>:bet` and `<ref>:win`. */
export const diceRound = (ref: string, bet: number, win: number) => ({
  betReference: `${ref}:bet`,
  winReference: `${ref}:win`,
  roundRef: ref,
  gameId: 'dice',
  bet,
  win,
});
