import {
  ZData,
  ZLoginResponse,
  ZRecoveryCodes,
  ZRegenerateRecoveryCodesRequest,
  ZTotpEnrolment,
  ZTwoFactorConfirmRequest,
  ZTwoFactorDisableRequest,
  ZTwoFactorEmailSent,
  ZTwoFactorLoginRequest,
  ZTwoFactorResendRequest,
  ZTwoFactorStatus,
} from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import type { App } from '../../../platform/module';
import { accountError } from '../account-errors';
import { findSession } from '../session/sessions.repository';
import { findUserById } from '../users.repository';
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

const tags = ['two-factor'];

/**
 * Two-factor sign-in for bettors (flag feature-tfa): setup and removal under /api/Account/TwoFactor
 * (signed-in, e-mail verified), and the sign-in's second step under /api/Session/TwoFactor.
 */
export async function twoFactorRoutes(app: App, platform: Platform) {
  // The calls that take a code or a password are limited like sign-in (per address and minute).
  const strict = { rateLimit: { max: platform.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  const me = async (request: FastifyRequest) => {
    const user = await findUserById(platform.db, currentUser(request).id);
    if (!user) throw accountError('SESSION_REVOKED');
    return user;
  };

  app.get(
    '/api/Account/TwoFactor',
    {
      preHandler: requireAuth,
      schema: { tags, summary: 'My two-factor setup', response: { 200: ZData(ZTwoFactorStatus) } },
    },
    async (request) => ({ data: await twoFactorStatus(platform, currentUser(request).id) }),
  );

  app.post(
    '/api/Account/TwoFactor/Totp/Start',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Start an authenticator-app setup: secret, otpauth URI and QR code',
        response: { 200: ZData(ZTotpEnrolment) },
      },
    },
    async (request) => ({ data: await startTotpEnrolment(platform, await me(request)) }),
  );

  app.post(
    '/api/Account/TwoFactor/Email/Start',
    {
      config: strict,
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Start an e-mail-code setup: a code goes to my e-mail',
        response: { 200: ZData(ZTwoFactorEmailSent) },
      },
    },
    async (request) => ({ data: await startEmailEnrolment(platform, await me(request)) }),
  );

  app.post(
    '/api/Account/TwoFactor/Confirm',
    {
      config: strict,
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Confirm the setup with its first code; answers the recovery codes (shown once)',
        body: ZTwoFactorConfirmRequest,
        response: { 200: ZData(ZRecoveryCodes) },
      },
    },
    async (request) => ({ data: await confirmEnrolment(platform, await me(request), request.body) }),
  );

  app.post(
    '/api/Account/TwoFactor/RecoveryCodes',
    {
      config: strict,
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'New recovery codes (the old ones stop working)',
        body: ZRegenerateRecoveryCodesRequest,
        response: { 200: ZData(ZRecoveryCodes) },
      },
    },
    async (request) => ({
      data: await regenerateRecoveryCodes(platform, await me(request), request.body.password, request.ip),
    }),
  );

  app.post(
    '/api/Account/TwoFactor/Email/Send',
    {
      config: strict,
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'E-mail method: a code to confirm turning two-factor off',
        response: { 200: ZData(ZTwoFactorEmailSent) },
      },
    },
    async (request) => ({ data: await sendDisableCode(platform, await me(request)) }),
  );

  app.post(
    '/api/Account/TwoFactor/Disable',
    {
      config: strict,
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Turn two-factor off: password and a current code (or a recovery code)',
        body: ZTwoFactorDisableRequest,
        response: { 200: ZData(z.object({ disabled: z.literal(true) })) },
      },
    },
    async (request) => {
      const session = await findSession(platform.db, currentUser(request).sessionId);
      const client = { ip: request.ip, deviceId: session?.device_id ?? null };
      return { data: await disableTwoFactor(platform, await me(request), request.body, client) };
    },
  );

  app.post(
    '/api/Session/TwoFactor',
    {
      config: strict,
      schema: {
        tags,
        summary: "Sign-in's second step: the code (app, e-mail or recovery); answers the login fields",
        body: ZTwoFactorLoginRequest,
        response: { 200: ZData(ZLoginResponse) },
      },
    },
    async (request) => ({ data: await completeTwoFactorLogin(platform, request.body, request.ip) }),
  );

  app.post(
    '/api/Session/TwoFactor/SendEmailCode',
    {
      config: strict,
      schema: {
        tags,
        summary: 'A new e-mailed code for the pending sign-in',
        body: ZTwoFactorResendRequest,
        response: { 200: ZData(ZTwoFactorEmailSent) },
      },
    },
    async (request) => ({ data: await resendChallengeCode(platform, request.body.challengeToken) }),
  );
}
