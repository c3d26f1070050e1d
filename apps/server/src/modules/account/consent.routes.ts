import { ZConsentAnswer, ZConsentRecord, ZConsentRequest, ZData } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { getConsent, saveConsent } from './consent.service';

const tags = ['users'];

/**
 * The signed-in bettor's cookie and data consent (LGPD): the web keeps it per device and here, so
 * the choice follows the bettor to a new device (the server's copy wins after sign-in).
 */
export async function consentRoutes(app: App, platform: Platform) {
  app.get(
    '/api/account/consent',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'My cookie and data consent (null when never chosen)',
        response: { 200: ZData(ZConsentAnswer) },
      },
    },
    async (request) => ({ data: await getConsent(platform.db, currentUser(request).id) }),
  );

  app.put(
    '/api/account/consent',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Record my cookie and data consent (kept with an audit trail)',
        body: ZConsentRequest,
        response: { 200: ZData(ZConsentRecord) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { data: await saveConsent(platform.db, user.id, user.sessionId, request.body) };
    },
  );
}
