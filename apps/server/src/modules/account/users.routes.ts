import {
  ZChangePasswordRequest,
  ZCurrentUser,
  ZData,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZLoginResponse,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZRestorePasswordInfo,
  ZSendPinRequest,
  ZSendPinResponse,
  ZSsoRegisterRequest,
  ZUserInfoRequest,
  ZUserRoles,
  ZValidatePinRequest,
  ZValidatePinResponse,
} from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser, requireSignedIn } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { App } from '../../platform/module';
import { publicUrl } from '../../platform/public-url';
import { assertNotInMaintenance } from '../flags';
import { assertRegionAllowed } from '../region';
import { accountError } from './account-errors';
import { reactivateUser } from './account-restrictions';
import { verifyCaptcha } from './captcha/captcha';
import { registerWithGoogle } from './google/google-sign-in';
import { changePassword } from './password/change-password';
import { inspectPasswordReset, requestPasswordReset, resetPassword } from './password/password-reset';
import { sendEmailPin, validateEmailPin } from './pin/email-pin';
import { toCurrentUser, updateUserInfo } from './profile/profile';
import { registerUser } from './registration/register-user';
import { clientContext } from './session/client-context';
import { findUserById } from './users.repository';

const tags = ['users'];

/** The signed-in user's row; the PIN calls answer the seed's 'Cannot send pinValue before signIn' without a session. */
async function pinOwner(
  platform: Platform,
  request: FastifyRequest,
  body: { userId: number; email: string },
) {
  if (!request.user)
    throw request.authError?.code === 'TOKEN_EXPIRED'
      ? request.authError
      : accountError('PIN_NOT_BEFORE_SIGN_IN');
  const user = await findUserById(platform.db, request.user.id);
  if (!user || user.id !== body.userId || user.email.toLowerCase() !== body.email) {
    throw new AppError('FORBIDDEN', { message: 'Este código não pertence à sua conta.' });
  }
  return user;
}

async function me(platform: Platform, request: FastifyRequest) {
  const user = await findUserById(platform.db, currentUser(request).id);
  if (!user) throw accountError('SESSION_REVOKED');
  return user;
}

export async function usersRoutes(app: App, platform: Platform) {
  const strict = { rateLimit: { max: platform.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  app.post(
    '/api/Users/',
    {
      config: strict,
      schema: {
        tags,
        summary: 'Register with e-mail and password (signs in at step 1 and e-mails the PIN)',
        body: ZRegisterRequest,
        response: { 201: ZData(ZLoginResponse) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await assertNotInMaintenance(platform, 'register');
      const ctx = clientContext(request, body.attribution?.deviceId);
      await verifyCaptcha(platform, body.tokenCaptcha, ctx.ip);
      const location = await assertRegionAllowed(platform, ctx.ip);
      reply.status(201);
      return { data: await registerUser(platform, body, { ...ctx, location }) };
    },
  );

  app.post(
    '/api/Users/ssoRegister',
    {
      config: strict,
      schema: {
        tags,
        summary: 'Register with a Google ID token (CPF and birth date still to be given)',
        body: ZSsoRegisterRequest,
        response: { 201: ZData(ZLoginResponse) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await assertNotInMaintenance(platform, 'register');
      const ctx = clientContext(request, body.attribution?.deviceId);
      await verifyCaptcha(platform, body.tokenCaptcha, ctx.ip);
      const location = await assertRegionAllowed(platform, ctx.ip);
      reply.status(201);
      return { data: await registerWithGoogle(platform, body, { ...ctx, location }) };
    },
  );

  for (const path of ['/api/Users/Send/PIN/', '/api/Users/SendReattempt/PIN/']) {
    app.post(
      path,
      {
        config: strict,
        schema: {
          tags,
          summary: 'E-mail a new 6-digit PIN (cooldown 60 s, at most 5 an hour)',
          body: ZSendPinRequest,
          response: { 200: ZData(ZSendPinResponse) },
        },
      },
      async (request) => ({
        data: await sendEmailPin(platform, await pinOwner(platform, request, request.body)),
      }),
    );
  }

  app.post(
    '/api/Users/Validate/PIN/',
    {
      config: strict,
      schema: {
        tags,
        summary: 'Check the e-mailed PIN; success moves the registration step to 2',
        body: ZValidatePinRequest,
        response: { 200: ZData(ZValidatePinResponse) },
      },
    },
    async (request) => {
      const user = await pinOwner(platform, request, request.body);
      return { data: await validateEmailPin(platform, user, request.body.pin) };
    },
  );

  app.get(
    '/api/Users/',
    {
      preHandler: requireSignedIn,
      schema: { tags, summary: 'The signed-in user', response: { 200: ZData(ZCurrentUser) } },
    },
    async (request) => ({ data: toCurrentUser(await me(platform, request)) }),
  );

  app.put(
    '/api/Users/UserInfo',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        summary: 'Update profile fields',
        body: ZUserInfoRequest,
        response: { 200: ZData(ZCurrentUser) },
      },
    },
    async (request) => ({ data: await updateUserInfo(platform, currentUser(request).id, request.body) }),
  );

  app.put(
    '/api/Users/Password',
    {
      config: strict,
      preHandler: requireSignedIn,
      schema: {
        tags,
        summary: 'Change the password (ends the other sessions)',
        body: ZChangePasswordRequest,
        response: { 200: ZData(z.object({ changed: z.literal(true), closedSessions: z.number().int() })) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const closed = await changePassword(platform, user.id, user.sessionId, request.body);
      return { data: { changed: true as const, closedSessions: closed } };
    },
  );

  app.post(
    '/api/Users/ReleaseUser',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        summary: 'Reactivate my deactivated account',
        response: { 200: ZData(z.object({ isDeactivated: z.literal(false) })) },
      },
    },
    async (request) => {
      await reactivateUser(platform, currentUser(request).id);
      return { data: { isDeactivated: false as const } };
    },
  );

  app.get(
    '/api/Users/v1/GetUserRoles',
    {
      preHandler: requireSignedIn,
      schema: { tags, summary: 'My role numbers (1 = admin)', response: { 200: ZData(ZUserRoles) } },
    },
    async (request) => ({ data: (await me(platform, request)).roles }),
  );

  app.post(
    '/api/Users/ForgotPassword',
    {
      config: strict,
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether the e-mail exists or not)',
        body: ZForgotPasswordRequest,
        response: { 200: ZData(ZForgotPasswordResponse) },
      },
    },
    async (request) => {
      await verifyCaptcha(platform, request.body.tokenCaptcha, request.ip);
      await requestPasswordReset(platform, request.body.email, publicUrl(platform.config));
      return { data: { sent: true as const } };
    },
  );

  app.get(
    '/api/Users/RestorePassword/:token',
    {
      config: strict,
      schema: {
        tags,
        summary: 'Check a password reset link',
        params: z.object({ token: z.string().min(16).max(128) }),
        response: { 200: ZData(ZRestorePasswordInfo) },
      },
    },
    async (request) => ({ data: await inspectPasswordReset(platform, request.params.token) }),
  );

  app.post(
    '/api/Users/RestorePassword',
    {
      config: strict,
      schema: {
        tags,
        summary: 'Set a new password from a reset link (ends every session)',
        body: ZResetPasswordRequest,
        response: { 200: ZData(z.object({ changed: z.literal(true) })) },
      },
    },
    async (request) => {
      await resetPassword(platform, request.body.token, request.body.password);
      return { data: { changed: true as const } };
    },
  );
}
