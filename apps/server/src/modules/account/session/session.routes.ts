import { sessionApi } from '@placar/contract';
import { currentUser, requireSignedIn } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/module';
import { publicUrl } from '../../../platform/public-url';
import { assertRegionAllowed } from '../../region';
import { captchaConfig, verifyCaptcha } from '../captcha/captcha';
import { loginWithGoogle } from '../google/google-sign-in';
import { clientContext } from './client-context';
import { loginWithPassword } from './login';
import { activeSessionsOf, revokeOwnSession } from './my-sessions';
import { reauthenticate } from './reauthenticate';
import { refreshSession } from './refresh-session';
import { revokeSession } from './revoke-session';
import { confirmUnusualActivity } from './unusual-activity';

export async function sessionRoutes(app: App, platform: Platform) {
  // Per-address limit on the calls that guess secrets (passwords, links): 429 beyond it.
  const strict = { rateLimit: { max: platform.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  route(app, sessionApi.login, { config: strict }, async (request) => {
    const body = request.body;
    const ctx = clientContext(request, body.deviceId);
    await verifyCaptcha(platform, body.tokenCaptcha, ctx.ip);
    const location = await assertRegionAllowed(platform, ctx.ip);
    return {
      data: await loginWithPassword(platform, body, { ...ctx, location }, publicUrl(platform.config)),
    };
  });

  route(app, sessionApi.ssoLogin, { config: strict }, async (request) => {
    const body = request.body;
    const ctx = clientContext(request, body.deviceId);
    await verifyCaptcha(platform, body.tokenCaptcha, ctx.ip);
    const location = await assertRegionAllowed(platform, ctx.ip);
    return {
      data: await loginWithGoogle(platform, body, { ...ctx, location }, publicUrl(platform.config)),
    };
  });

  route(
    app,
    sessionApi.refreshToken,
    { config: { rateLimit: { max: platform.config.LOGIN_RATE_LIMIT_PER_MINUTE * 4, timeWindow: 60_000 } } },
    async (request) => ({ data: await refreshSession(platform, request.body) }),
  );

  route(app, sessionApi.close, {}, async (request) => {
    if (request.user) await revokeSession(platform, request.user.sessionId, 'logout');
    return { data: { closed: true } };
  });

  route(app, sessionApi.reauthenticate, { config: strict, preHandler: requireSignedIn }, async (request) => {
    await reauthenticate(platform, currentUser(request), request.body.password, request.ip);
    return { data: { reauthenticated: true as const } };
  });

  route(app, sessionApi.active, { preHandler: requireSignedIn }, async (request) => ({
    data: await activeSessionsOf(platform, currentUser(request)),
  }));

  route(app, sessionApi.revoke, { preHandler: requireSignedIn }, async (request) => {
    await revokeOwnSession(platform, currentUser(request).id, request.body.sessionId);
    return { data: { revoked: true as const } };
  });

  route(app, sessionApi.captchaConfig, {}, async () => ({ data: captchaConfig(platform) }));

  route(app, sessionApi.ssoConfig, {}, async () => ({
    data: { googleClientId: platform.config.GOOGLE_CLIENT_ID ?? null },
  }));

  route(app, sessionApi.validateLink, { config: strict }, async (request) => ({
    data: await confirmUnusualActivity(platform, request.body),
  }));
}
