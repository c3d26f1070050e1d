import {
  ZActiveSession,
  ZCaptchaConfig,
  ZData,
  ZLoginRequest,
  ZLoginResponse,
  ZReauthenticateRequest,
  ZRefreshTokenRequest,
  ZRefreshTokenResponse,
  ZRevokeSessionRequest,
  ZSsoConfig,
  ZSsoLoginRequest,
  ZValidateLinkRequest,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireSignedIn } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { publicUrl } from '../../../platform/public-url';
import { assertRegionAllowed } from '../../region';
import { accountError } from '../account-errors';
import { captchaConfig, verifyCaptcha } from '../captcha/captcha';
import { loginWithGoogle } from '../google/google-sign-in';
import { verifyPassword } from '../password/passwords';
import { findUserById } from '../users.repository';
import { clientContext } from './client-context';
import { assertNotLocked, loginWithPassword, registerWrongPassword } from './login';
import { refreshSession } from './refresh-session';
import { revokeSession } from './revoke-session';
import { markReauthenticated } from './session-activity';
import { findSession, listActiveSessions } from './sessions.repository';
import { confirmUnusualActivity } from './unusual-activity';

const tags = ['session'];

export async function sessionRoutes(app: App, platform: Platform) {
  // Per-address limit on the calls that guess secrets (passwords, links): 429 beyond it.
  const strict = { rateLimit: { max: platform.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  app.post(
    '/api/Session/login/',
    {
      config: strict,
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: ZLoginRequest,
        response: { 200: ZData(ZLoginResponse) },
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = clientContext(request, body.deviceId);
      await verifyCaptcha(platform, body.tokenCaptcha, ctx.ip);
      const location = await assertRegionAllowed(platform, ctx.ip);
      return {
        data: await loginWithPassword(platform, body, { ...ctx, location }, publicUrl(platform.config)),
      };
    },
  );

  app.post(
    '/api/Session/ssoLogin',
    {
      config: strict,
      schema: {
        tags,
        summary: 'Log in with a Google ID token',
        body: ZSsoLoginRequest,
        response: { 200: ZData(ZLoginResponse) },
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = clientContext(request, body.deviceId);
      await verifyCaptcha(platform, body.tokenCaptcha, ctx.ip);
      const location = await assertRegionAllowed(platform, ctx.ip);
      return {
        data: await loginWithGoogle(platform, body, { ...ctx, location }, publicUrl(platform.config)),
      };
    },
  );

  app.post(
    '/api/Session/RefreshToken/',
    {
      config: { rateLimit: { max: platform.config.LOGIN_RATE_LIMIT_PER_MINUTE * 4, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Rotate the refresh token (reuse of a used one revokes the session)',
        body: ZRefreshTokenRequest,
        response: { 200: ZData(ZRefreshTokenResponse) },
      },
    },
    async (request) => ({ data: await refreshSession(platform, request.body) }),
  );

  app.post(
    '/api/Session/close/',
    {
      schema: {
        tags,
        summary: 'Log out: revoke this session',
        response: { 200: ZData(z.object({ closed: z.boolean() })) },
      },
    },
    async (request) => {
      if (request.user) await revokeSession(platform, request.user.sessionId, 'logout');
      return { data: { closed: true } };
    },
  );

  app.post(
    '/api/Session/Reauthenticate',
    {
      config: strict,
      preHandler: requireSignedIn,
      schema: {
        tags,
        summary: 'Confirm the password after 30 minutes of inactivity (Portaria 722/2024)',
        body: ZReauthenticateRequest,
        response: { 200: ZData(z.object({ reauthenticated: z.literal(true) })) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const user = await findUserById(platform.db, me.id);
      if (!user) throw accountError('SESSION_REVOKED');
      assertNotLocked(user);
      if (!(await verifyPassword(user.password_hash, request.body.password))) {
        const error = await registerWrongPassword(platform, user, request.ip);
        throw error.code === 'ACCOUNT_LOCKED' ? error : accountError('WRONG_PASSWORD', { field: 'password' });
      }
      await markReauthenticated(platform, me.sessionId);
      return { data: { reauthenticated: true as const } };
    },
  );

  app.get(
    '/api/Session/Active',
    {
      preHandler: requireSignedIn,
      schema: { tags, summary: 'My active sessions', response: { 200: ZData(z.array(ZActiveSession)) } },
    },
    async (request) => {
      const me = currentUser(request);
      const rows = await listActiveSessions(platform.db, me.id);
      return {
        data: rows.map((s) => ({
          id: s.id,
          current: s.id === me.sessionId,
          createdAt: s.created_at.toISOString(),
          lastActivityAt: s.last_activity_at.toISOString(),
          userAgent: s.user_agent,
          ip: s.ip,
          location: [s.city, s.region, s.country].filter(Boolean).join(', ') || null,
          extendedSession: s.extended,
        })),
      };
    },
  );

  app.post(
    '/api/Session/Revoke',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        summary: 'End one of my sessions',
        body: ZRevokeSessionRequest,
        response: { 200: ZData(z.object({ revoked: z.literal(true) })) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const session = await findSession(platform.db, request.body.sessionId);
      if (!session || session.user_id !== me.id) {
        throw new AppError('NOT_FOUND', {
          message: 'Sessão não encontrada.',
          context: { field: 'sessionId' },
        });
      }
      await revokeSession(platform, session.id, 'revoked-by-user');
      return { data: { revoked: true as const } };
    },
  );

  app.get(
    '/api/Session/CaptchaConfig',
    { schema: { tags, summary: 'Which captcha the forms need', response: { 200: ZData(ZCaptchaConfig) } } },
    async () => ({ data: captchaConfig(platform) }),
  );

  app.get(
    '/api/Session/SsoConfig',
    {
      schema: {
        tags,
        summary: 'Google sign-in client id (null when not configured)',
        response: { 200: ZData(ZSsoConfig) },
      },
    },
    async () => ({ data: { googleClientId: platform.config.GOOGLE_CLIENT_ID ?? null } }),
  );

  app.post(
    '/api/UserVerification/ValidateLinkVerification',
    {
      config: strict,
      schema: {
        tags,
        summary: 'Confirm an unusual login from the e-mailed link; answers the login fields',
        body: ZValidateLinkRequest,
        response: { 200: ZData(ZLoginResponse) },
      },
    },
    async (request) => ({ data: await confirmUnusualActivity(platform, request.body) }),
  );
}
