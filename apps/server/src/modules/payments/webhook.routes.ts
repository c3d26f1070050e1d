import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Platform } from '../../platform/context';
import { AppError, invalidField } from '../../platform/errors';
import type { App } from '../../platform/module';
import { receivePix } from './deposits/receive-pix';
import { paymentsConfig } from './payments.config';
import { pixProvider } from './provider';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './provider/webhook-signature';
import { settlePayout } from './withdrawals/settle-payout';

const ZValor = z.string().regex(/^\d{1,12}\.\d{2}$/, 'valor no formato 0.00');
const ZEndToEndId = z.string().regex(/^[A-Za-z0-9]{32}$/, 'endToEndId de 32 caracteres');

const ZWebhookBody = z.object({
  pix: z
    .array(
      z.object({
        endToEndId: ZEndToEndId,
        // The API Pix `Pix` item: a Pix to the key without a charge has no txid, and the standard item
        // names no payer (the sandbox sends one; a real PSP's Pix is read back from GET /pix/{e2eid}).
        txid: z
          .string()
          .regex(/^[A-Za-z0-9]{1,35}$/)
          .optional(),
        valor: ZValor,
        horario: z.iso.datetime({ offset: true }),
        pagador: z.object({ cpf: z.string().regex(/^\d{11}$/), nome: z.string().max(200) }).optional(),
      }),
    )
    .max(100)
    .optional(),
  pagamentos: z
    .array(
      z.object({
        idEnvio: z.string().min(1).max(64),
        endToEndId: ZEndToEndId,
        valor: ZValor,
        horario: z.iso.datetime({ offset: true }),
        status: z.enum(['REALIZADO', 'NAO_REALIZADO']),
        motivo: z.string().max(300).optional(),
      }),
    )
    .max(100)
    .optional(),
});

const rawBodies = new WeakMap<FastifyRequest, string>();

/** Same length, same bytes, in constant time (digests, so the token's length leaks nothing either). */
function sameToken(given: string, expected: string) {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The gateway sends idEnvio without a UUID's dashes (API Pix ids are letters and digits): put them back. */
function payoutIdOf(idEnvio: string) {
  const m = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(idEnvio);
  return m ? m.slice(1).join('-').toLowerCase() : idEnvio;
}

type WebhookBody = z.infer<typeof ZWebhookBody>;

/**
 * The PSP's webhook, two ways in:
 * - `POST /api/pix/webhook`, HMAC-signed with WEBHOOK_SECRET over the raw bytes (`x-pix-signature`), so
 *   this scope keeps them: the sandbox PSP, or an operator's own bridge.
 * - with PIX_PROVIDER=bacen, `POST /api/pix/webhook/psp/{PIX_WEBHOOK_TOKEN}` and `…/pix` (the API Pix
 *   posts to the registered webhookUrl + `/pix`): the PSP authenticates with its client certificate,
 *   checked by the edge (mutual TLS, see the README), and the token in the path is checked here.
 * A real provider's received Pix are not taken from the body: each endToEndId is read back from the PSP
 * (GET /pix/{e2eid}) and that record is credited or refunded. Each item is applied once per endToEndId;
 * a 2xx acknowledges, anything else makes the PSP retry.
 */
export async function webhookRoutes(app: App, platform: Platform) {
  async function apply(body: WebhookBody) {
    const provider = pixProvider(platform);
    const items = body.pix ?? [];
    if (!provider.confirmReceivedPix) {
      // The sandbox reports the payer itself: every item must carry it (checked before any is applied).
      items.forEach((item, i) => {
        if (!item.txid) throw invalidField(`pix.${i}.txid`, 'obrigatório.');
        if (!item.pagador) throw invalidField(`pix.${i}.pagador`, 'obrigatório.');
      });
    }
    let received = 0;
    for (const item of items) {
      const pix = provider.confirmReceivedPix
        ? await provider.confirmReceivedPix(item)
        : { ...item, txid: item.txid!, pagador: item.pagador! };
      if (!pix) {
        platform.log.warn({ endToEndId: item.endToEndId }, 'pix webhook: the PSP has no such Pix');
        continue;
      }
      await receivePix(platform, pix);
      received += 1;
    }
    for (const payout of body.pagamentos ?? []) {
      await settlePayout(platform, { ...payout, idEnvio: payoutIdOf(payout.idEnvio) });
      received += 1;
    }
    return { data: { received } };
  }

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const error = new Error('JSON inválido no corpo da requisição.') as Error & { statusCode: number };
        error.statusCode = 400;
        done(error, undefined);
      }
    });
    scope.post(
      '/api/pix/webhook',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['payments'],
          summary: 'Pix received and payout results from the PSP (HMAC-signed, x-pix-signature)',
          body: ZWebhookBody,
          response: { 200: z.object({ data: z.object({ received: z.number().int() }) }) },
        },
      },
      async (request) => {
        const raw = rawBodies.get(request) ?? '';
        const signature = request.headers[SIGNATURE_HEADER];
        if (
          !verifyWebhookSignature(
            platform.config.webhookSecret,
            raw,
            typeof signature === 'string' ? signature : undefined,
          )
        ) {
          throw new AppError('INVALID_SIGNATURE', {
            status: 401,
            message: 'Assinatura do webhook inválida.',
          });
        }
        return apply(request.body);
      },
    );

    const cfg = paymentsConfig();
    const token = cfg.PIX_WEBHOOK_TOKEN;
    if (cfg.PIX_PROVIDER === 'bacen' && token) {
      for (const url of ['/api/pix/webhook/psp/:token', '/api/pix/webhook/psp/:token/pix']) {
        scope.post(
          url,
          {
            config: { rateLimit: false },
            schema: {
              hide: true,
              params: z.object({ token: z.string().max(256) }),
              body: ZWebhookBody,
              response: { 200: z.object({ data: z.object({ received: z.number().int() }) }) },
            },
          },
          async (request) => {
            if (!sameToken(request.params.token, token))
              throw new AppError('INVALID_SIGNATURE', { status: 401, message: 'Webhook não autorizado.' });
            return apply(request.body);
          },
        );
      }
    }
  });
}
