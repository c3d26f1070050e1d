import type { PlacarModule } from '../../platform/module';
import { startWorkerLoop } from '../../platform/worker-loop';
import { applyPendingEffects } from './effects';
import { applyDueLimits } from './limits';
import { endDueRestrictions } from './restriction.service';
import { rgSettings } from './rg.config';
import { rgRoutes } from './rg.routes';

export {
  applyPendingEffects,
  onPlayerRestricted,
  type RestrictionEffect,
  type RestrictionKind,
} from './effects';
/**
 * Responsible gaming: limits (deposit, loss, bet amount, session time) with a 24-hour cooling-off on
 * raises, pauses, self-exclusion (1216 months = permanent), internal blocks, the reality check and
 * the audit trail.
 *
 * For other modules:
 *   checkLossLimit(platform, userId, centavos)        betting's hook (registered at start-up)
 *   assertCasinoStakeAllowed(platform, userId, centavos, trx)   the casino's seamless debit
 *   rg_stake_gate(user, stakeGateNow(platform)) in SQL + settleStakeGate(...)   the same check, its
 *       first statement run inside the caller's own (the casino debit: one statement per bet)
 *   assertDepositWithinLimits(platform, userId, centavos, depositedSince)   the Pix deposit
 *   isMarketingBlocked(platform, userId)               promotions, CRM, e-mail campaigns
 *   bus 'responsible-gaming.restricted' { userId, kind, endsAt, marketingBlocked }
 *   onPlayerRestricted(platform, name, effect)          a module's work when a pause, self-exclusion or
 *       block starts (casino: open rounds closed; payments: open charges cancelled), retried by the sweep
 *   playerRestriction(platform, userId)                the pause, exclusion or block in force, if any
 *   the account's users.status / token Status follows every pause, exclusion and block
 */
export {
  assertCasinoStakeAllowed,
  assertDepositWithinLimits,
  checkLossLimit,
  settleStakeGate,
} from './enforcement';
export {
  endDueRestrictions,
  getRgStatus,
  isMarketingBlocked,
  playerRestriction,
} from './restriction.service';
export { configureResponsibleGaming } from './rg.config';
export { createResponsibleGamingState, type ResponsibleGamingState } from './rg.state';
export { type StakeGate, stakeGateNow } from './stake-gate';

export const responsibleGamingModule: PlacarModule = {
  name: 'responsible-gaming',
  async routes(app, platform) {
    await rgRoutes(app, platform);
  },
  /** The sweep: ends pauses and self-exclusions that ran out and applies raises after their cooling-off. */
  start(platform) {
    const sweep = async () => {
      await endDueRestrictions(platform);
      await applyDueLimits(platform);
      await applyPendingEffects(platform);
    };
    const loop = startWorkerLoop({
      name: 'responsible-gaming sweep',
      intervalMs: rgSettings(platform).sweepEveryMs,
      runAtStart: false,
      log: platform.log,
      run: sweep,
    });
    platform.onClose(() => loop.stop());
  },
};
