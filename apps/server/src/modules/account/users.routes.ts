import { usersApi } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireSignedIn } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { publicUrl } from '../../platform/public-url';
import { assertNotInMaintenance } from '../flags';
import { assertRegionAllowed } from '../region';
import { reactivateUser } from './account-restrictions';
import { verifyCaptcha } from './captcha/captcha';
import { registerWithGoogle } from './google/google-sign-in';
import { changePassword } from './password/change-password';
import { inspectPasswordReset, requestPasswordReset, resetPassword } from './password/password-reset';
import { sendEmailPin, validateEmailPin } from './pin/email-pin';
import { pinOwner } from './pin/pin-owner';
import { toCurrentUser, updateUserInfo } from './profile/profile';
import { signedInUser } from './profile/signed-in-user';
import { registerUser } from './registration/register-user';
import { clientContext } from './session/client-context';

export async function usersRoutes(app: App, platform: Platform) {
  const strict = { rateLimit: { max: platform.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  /** What both sign-ups check before the account is made: maintenance, captcha, region. */
  const signUpContext = async (
    request: FastifyRequest,
    body: { tokenCaptcha?: string; attribution?: { deviceId?: string | null } | null },
  ) => {
    await assertNotInMaintenance(platform, 'register');
    const ctx = clientContext(request, body.attribution?.deviceId);
    await verifyCaptcha(platform, body.tokenCaptcha, ctx.ip);
    return { ...ctx, location: await assertRegionAllowed(platform, ctx.ip) };
  };

  route(app, usersApi.register, { config: strict }, async (request, reply) => {
    const ctx = await signUpContext(request, request.body);
    reply.status(201);
    return { data: await registerUser(platform, request.body, ctx) };
  });

  route(app, usersApi.ssoRegister, { config: strict }, async (request, reply) => {
    const ctx = await signUpContext(request, request.body);
    reply.status(201);
    return { data: await registerWithGoogle(platform, request.body, ctx) };
  });

  for (const def of [usersApi.sendPin, usersApi.resendPin]) {
    route(app, def, { config: strict }, async (request) => ({
      data: await sendEmailPin(platform, await pinOwner(platform, request, request.body)),
    }));
  }

  route(app, usersApi.validatePin, { config: strict }, async (request) => {
    const user = await pinOwner(platform, request, request.body);
    return { data: await validateEmailPin(platform, user, request.body.pin) };
  });

  route(app, usersApi.me, { preHandler: requireSignedIn }, async (request) => ({
    data: toCurrentUser(await signedInUser(platform, currentUser(request).id)),
  }));

  route(app, usersApi.updateUserInfo, { preHandler: requireSignedIn }, async (request) => ({
    data: await updateUserInfo(platform, currentUser(request).id, request.body),
  }));

  route(app, usersApi.changePassword, { config: strict, preHandler: requireSignedIn }, async (request) => {
    const user = currentUser(request);
    const closed = await changePassword(platform, user.id, user.sessionId, request.body);
    return { data: { changed: true as const, closedSessions: closed } };
  });

  route(app, usersApi.releaseUser, { preHandler: requireSignedIn }, async (request) => {
    await reactivateUser(platform, currentUser(request).id);
    return { data: { isDeactivated: false as const } };
  });

  route(app, usersApi.roles, { preHandler: requireSignedIn }, async (request) => ({
    data: (await signedInUser(platform, currentUser(request).id)).roles,
  }));

  route(app, usersApi.forgotPassword, { config: strict }, async (request) => {
    await verifyCaptcha(platform, request.body.tokenCaptcha, request.ip);
    await requestPasswordReset(platform, request.body.email, publicUrl(platform.config));
    return { data: { sent: true as const } };
  });

  route(app, usersApi.inspectReset, { config: strict }, async (request) => ({
    data: await inspectPasswordReset(platform, request.params.token),
  }));

  route(app, usersApi.resetPassword, { config: strict }, async (request) => {
    await resetPassword(platform, request.body.token, request.body.password);
    return { data: { changed: true as const } };
  });
}
