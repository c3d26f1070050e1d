import { consentApi } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { getConsent, saveConsent } from './consent.service';

/**
 * The signed-in bettor's cookie and data consent (LGPD): the web keeps it per device and here, so
 * the choice follows the bettor to a new device (the server's copy wins after sign-in).
 */
export async function consentRoutes(app: App, platform: Platform) {
  route(app, consentApi.get, { preHandler: requireAuth }, async (request) => ({
    data: await getConsent(platform, currentUser(request).id),
  }));

  route(app, consentApi.save, { preHandler: requireAuth }, async (request) => {
    const user = currentUser(request);
    return { data: await saveConsent(platform, user.id, user.sessionId, request.body) };
  });
}
