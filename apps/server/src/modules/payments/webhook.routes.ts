import { createHash, timingSafeEqual } from 'node:crypto';
import { PIX_SIGNATURE_HEADER, paymentsApi } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { keepRawJsonBodies, rawBodyOf, verifySignedBody } from '../../platform/http/signed-body';
import type { App } from '../../platform/module';
import { paymentsSettings } from './payments.config';
import { receiveWebhook } from './receive-webhook';

/** Same length, same bytes, in constant time (digests, so the token's length leaks nothing either). */
function sameToken(given: string, expected: string) {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The PSP's webhook, two ways in:
 * - `POST /api/pix/webhook`, HMAC-signed with WEBHOOK_SECRET over the raw bytes (`x-pix-signature`), so
 *   this scope keeps them: the sandbox PSP, or an operator's own bridge.
 * - with PIX_PROVIDER=bacen, `POST /api/pix/webhook/psp/{PIX_WEBHOOK_TOKEN}` and `…/pix` (the API Pix
 *   posts to the registered webhookUrl + `/pix`): the PSP authenticates with its client certificate,
 *   checked by the edge (mutual TLS, see the README), and the token in the path is checked here.
 * A 2xx acknowledges, anything else makes the PSP retry.
 */
export async function webhookRoutes(app: App, platform: Platform) {
  await app.register(async (scope: App) => {
    keepRawJsonBodies(scope);
    const config = { rateLimit: false };

    route(scope, paymentsApi.webhook, { config }, async (request) => {
      const signature = request.headers[PIX_SIGNATURE_HEADER];
      const header = typeof signature === 'string' ? signature : undefined;
      if (!verifySignedBody(platform.config.webhookSecret, rawBodyOf(request), header)) {
        throw new AppError('INVALID_SIGNATURE');
      }
      return { data: { received: await receiveWebhook(platform, request.body) } };
    });

    const cfg = paymentsSettings(platform);
    const token = cfg.PIX_WEBHOOK_TOKEN;
    if (cfg.PIX_PROVIDER === 'bacen' && token) {
      for (const def of [paymentsApi.pspWebhook, paymentsApi.pspWebhookPix]) {
        route(scope, def, { config }, async (request) => {
          if (!sameToken(request.params.token, token))
            throw new AppError('INVALID_SIGNATURE', { message: 'Webhook não autorizado.' });
          return { data: { received: await receiveWebhook(platform, request.body) } };
        });
      }
    }
  });
}
