import { accountStateApi } from '@placar/contract';
import { currentUser, requireRole, requireSignedIn } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/module';
import { accountState, deactivateMyAccount, setAccountDeactivation } from './account-state';
import { setWithdrawalBlock } from './withdrawal-block';

/**
 * The account states behind the app shell's modals (seed 002 section 2): the bettor deactivating
 * their own account (then 406 self-blocked until POST /api/Users/ReleaseUser), and the back office
 * deactivating an account or blocking its withdrawals. Every change is audited (account_audit).
 */
export async function accountStateRoutes(app: App, platform: Platform) {
  const strict = { rateLimit: { max: platform.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
  const admin = requireRole(1);

  route(
    app,
    accountStateApi.deactivateMine,
    { config: strict, preHandler: requireSignedIn },
    async (request) => ({
      data: await deactivateMyAccount(platform, currentUser(request).id, request.body.password, request.ip),
    }),
  );

  route(app, accountStateApi.adminState, { preHandler: admin }, async (request) => ({
    data: await accountState(platform, request.params.userId),
  }));

  route(app, accountStateApi.adminWithdrawalBlock, { preHandler: admin }, async (request) => {
    const { userId } = request.params;
    await setWithdrawalBlock(platform, userId, currentUser(request).id, request.body);
    return { data: await accountState(platform, userId) };
  });

  route(app, accountStateApi.adminDeactivation, { preHandler: admin }, async (request) => ({
    data: await setAccountDeactivation(
      platform,
      request.params.userId,
      currentUser(request).id,
      request.body,
    ),
  }));
}
