import { paymentsApi } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { moneyMovement } from './guards';
import { createPixKey, listPixKeys, updatePixKey } from './pix-keys/pix-keys.service';

/**
 * The wallet BankAccounts calls of seed 000 section 7 (main API `GET /api/wallet/BankAccounts` and
 * `POST /api/wallet/bankaccounts`, payments API `POST /api/wallet/BankAccounts`). On a Brazilian brand a
 * bettor's bank accounts are their Pix keys: the calls answer the same keys as
 * `/api/wallet/BankAccounts/PixBankAccounts`, through the same service (own-CPF check with the DICT).
 * Self-excluded and blocked bettors may call them: they need a key to withdraw.
 */
export async function bankAccountRoutes(app: App, platform: Platform) {
  route(app, paymentsApi.bankAccounts, { preHandler: requireAuth }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await listPixKeys(platform, currentUser(request).id) };
  });

  for (const def of [paymentsApi.addBankAccountMain, paymentsApi.addBankAccount]) {
    route(app, def, { preHandler: moneyMovement }, async (request) => {
      const userId = currentUser(request).id;
      const { id, ...fields } = request.body;
      return {
        data:
          id === undefined
            ? await createPixKey(platform, userId, fields)
            : await updatePixKey(platform, userId, { id, ...fields }),
      };
    });
  }
}
