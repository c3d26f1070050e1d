import { ZCreatePixKeyRequest, ZData, ZPixKey } from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { moneyMovement } from './guards';
import { createPixKey, listPixKeys, updatePixKey } from './pix-keys/pix-keys.service';

/** A Pix account as the wallet calls send it: a new key, or with `id` the key it replaces. */
const ZBankAccountRequest = z.intersection(
  z.object({ id: z.number({ error: 'informe o id' }).int().positive().optional() }),
  ZCreatePixKeyRequest,
);

/**
 * The wallet BankAccounts calls of seed 000 section 7 (main API `GET /api/wallet/BankAccounts` and
 * `POST /api/wallet/bankaccounts`, payments API `POST /api/wallet/BankAccounts`). On a Brazilian brand a
 * bettor's bank accounts are their Pix keys: the calls answer the same keys as
 * `/api/wallet/BankAccounts/PixBankAccounts`, through the same service (own-CPF check with the DICT).
 * Self-excluded and blocked bettors may call them: they need a key to withdraw.
 */
export async function bankAccountRoutes(app: App, platform: Platform) {
  const tags = ['payments'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/wallet/BankAccounts',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The bettor’s bank accounts: their active Pix keys (main API)',
        response: { 200: ZData(z.array(ZPixKey)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await listPixKeys(platform, currentUser(request).id) };
    },
  );

  for (const [path, api] of [
    ['/api/wallet/bankaccounts', 'main API'],
    ['/api/wallet/BankAccounts', 'payments API'],
  ] as const) {
    app.post(
      path,
      {
        preHandler: moneyMovement,
        schema: {
          tags,
          security,
          summary: `Add a Pix account in the bettor’s CPF, or replace the one with \`id\` (${api})`,
          body: ZBankAccountRequest,
          response: { 200: ZData(ZPixKey) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const { id, ...fields } = request.body;
        return {
          data:
            id === undefined
              ? await createPixKey(platform, userId, fields)
              : await updatePixKey(platform, userId, { id, ...fields }),
        };
      },
    );
  }
}
