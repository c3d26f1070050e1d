import { twoFactorApi } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireAuth } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/module';
import { signedInUser } from '../profile/signed-in-user';
import { sessionDeviceId } from '../session/my-sessions';
import { completeTwoFactorLogin, resendChallengeCode } from './complete-challenge';
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  sendDisableCode,
  startEmailEnrolment,
  startTotpEnrolment,
  twoFactorStatus,
} from './enrolment';

/**
 * Two-factor sign-in for bettors (flag feature-tfa): setup and removal under /api/Account/TwoFactor
 * (signed-in, e-mail verified), and the sign-in's second step under /api/Session/TwoFactor.
 */
export async function twoFactorRoutes(app: App, platform: Platform) {
  // The calls that take a code or a password are limited like sign-in (per address and minute).
  const strict = { rateLimit: { max: platform.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  const me = (request: FastifyRequest) => signedInUser(platform, currentUser(request).id);

  route(app, twoFactorApi.status, { preHandler: requireAuth }, async (request) => ({
    data: await twoFactorStatus(platform, currentUser(request).id),
  }));

  route(app, twoFactorApi.startTotp, { preHandler: requireAuth }, async (request) => ({
    data: await startTotpEnrolment(platform, await me(request)),
  }));

  route(app, twoFactorApi.startEmail, { config: strict, preHandler: requireAuth }, async (request) => ({
    data: await startEmailEnrolment(platform, await me(request)),
  }));

  route(app, twoFactorApi.confirm, { config: strict, preHandler: requireAuth }, async (request) => ({
    data: await confirmEnrolment(platform, await me(request), request.body),
  }));

  route(
    app,
    twoFactorApi.regenerateRecoveryCodes,
    { config: strict, preHandler: requireAuth },
    async (request) => ({
      data: await regenerateRecoveryCodes(platform, await me(request), request.body.password, request.ip),
    }),
  );

  route(app, twoFactorApi.sendDisableCode, { config: strict, preHandler: requireAuth }, async (request) => ({
    data: await sendDisableCode(platform, await me(request)),
  }));

  route(app, twoFactorApi.disable, { config: strict, preHandler: requireAuth }, async (request) => {
    const deviceId = await sessionDeviceId(platform, currentUser(request).sessionId);
    const client = { ip: request.ip, deviceId };
    return { data: await disableTwoFactor(platform, await me(request), request.body, client) };
  });

  route(app, twoFactorApi.login, { config: strict }, async (request) => ({
    data: await completeTwoFactorLogin(platform, request.body, request.ip),
  }));

  route(app, twoFactorApi.resendLoginCode, { config: strict }, async (request) => ({
    data: await resendChallengeCode(platform, request.body.challengeToken),
  }));
}
