import type { PlacarModule } from '../../platform/module';
import { accountStateRoutes } from './account-state/account-state.routes';
import { consentRoutes } from './consent.routes';
import { seedAccountDemo } from './demo/seed-demo';
import { followFaceStatus } from './profile/face-status';
import { accountStateReader } from './session/account-state';
import { sessionRoutes } from './session/session.routes';
import { sessionValidator } from './session/session-activity';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { usersRoutes } from './users.routes';

export { getUserIdentity, type UserIdentity } from './account.service';
export { type AccountState, createAccountState } from './account.state';
export { requireActiveAccount, setAccountRestriction, setDeactivated } from './account-restrictions';
export { assertWithdrawalsAllowed } from './account-state/withdrawal-block';
export { DEMO_ADMIN, DEMO_BETTOR, findDemoAdminId, findDemoBettorId } from './demo/seed-demo';
export { setFaceStatus } from './profile/face-status';
export { revokeAllSessions, revokeSession } from './session/revoke-session';
export { requireRecentAuth } from './session/session-activity';
/** TOTP (RFC 6238) for the staff module's back-office sign-in. */
export { matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from './two-factor/totp';

export const accountModule: PlacarModule = {
  name: 'account',
  async routes(app, platform) {
    platform.tokens.useSessionValidator(sessionValidator(platform));
    platform.tokens.useAccountStateReader(accountStateReader(platform));
    await sessionRoutes(app, platform);
    await usersRoutes(app, platform);
    await consentRoutes(app, platform);
    await accountStateRoutes(app, platform);
    await twoFactorRoutes(app, platform);
  },
  /** Keeps users.face_status in step with the identity module's face checks (bus). */
  start(platform) {
    platform.onClose(followFaceStatus(platform));
  },
  seedDemo: seedAccountDemo,
};
