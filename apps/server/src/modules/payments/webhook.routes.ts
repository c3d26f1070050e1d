import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { App } from '../../platform/module';
import { receivePix } from './deposits/receive-pix';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './provider/webhook-signature';
import { settlePayout } from './withdrawals/settle-payout';

const ZValor = z.string().regex(/^\d{1,12}\.\d{2}$/, 'valor no formato 0.00');
const ZEndToEndId = z.string().regex(/^[A-Za-z0-9]{32}$/, 'endToEndId de 32 caracteres');

const ZWebhookBody = z.object({
  pix: z
    .array(
      z.object({
        endToEndId: ZEndToEndId,
        txid: z.string().regex(/^[A-Za-z0-9]{1,35}$/),
        valor: ZValor,
        horario: z.iso.datetime({ offset: true }),
        pagador: z.object({ cpf: z.string().regex(/^\d{11}$/), nome: z.string().max(200) }),
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

/**
 * The PSP's webhook. Its body is HMAC-signed with WEBHOOK_SECRET over the raw bytes, so this scope keeps
 * them. Each item is applied once per endToEndId; a 2xx acknowledges, anything else makes the PSP retry.
 */
export async function webhookRoutes(app: App, platform: Platform) {
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
        let received = 0;
        for (const pix of request.body.pix ?? []) {
          await receivePix(platform, pix);
          received += 1;
        }
        for (const payout of request.body.pagamentos ?? []) {
          await settlePayout(platform, payout);
          received += 1;
        }
        return { data: { received } };
      },
    );
  });
}
