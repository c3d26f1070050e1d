import type { Platform } from '../../platform/context';
import type { PlacarModule } from '../../platform/module';
import { depositRoutes } from './deposit.routes';
import { pixKeyRoutes } from './pix-keys.routes';
import { sandboxPsp } from './provider';
import { sandboxPages } from './provider/sandbox-pages';
import { setWebhookTransport, startWebhookWorker } from './provider/webhook-outbox';
import { seedPaymentsDemo } from './seed-demo';
import { transactionRoutes } from './transactions.routes';
import { webhookRoutes } from './webhook.routes';
import { withdrawalRoutes } from './withdrawal.routes';
import { dispatchStaleWithdrawals } from './withdrawals/dispatch-payout';

export { pixProvider, sandboxPsp } from './provider';
/**
 * Pix: deposits (charges with BR Code and QR), withdrawals (reserve, payout, confirmation), the bettor's
 * Pix keys, the transaction list and the PSP webhook, behind a provider interface whose embedded default
 * is the sandbox PSP. Money moves only through the wallet's ledger.
 */
export { deliverDueWebhooks } from './provider/webhook-outbox';

export const paymentsModule: PlacarModule = {
  name: 'payments',
  async routes(app, platform) {
    await depositRoutes(app, platform);
    await withdrawalRoutes(app, platform);
    await pixKeyRoutes(app, platform);
    await transactionRoutes(app, platform);
    await webhookRoutes(app, platform);
    const psp = sandboxPsp(platform);
    if (psp) {
      await sandboxPages(app, platform, psp);
      // The sandbox PSP calls the webhook in-process, through the whole HTTP stack (signature included).
      setWebhookTransport(platform, async (body, headers) => {
        const res = await app.inject({ method: 'POST', url: '/api/pix/webhook', payload: body, headers });
        return res.statusCode;
      });
    }
  },
  start(platform: Platform) {
    if (sandboxPsp(platform)) startWebhookWorker(platform);
    const timer = setInterval(() => {
      dispatchStaleWithdrawals(platform).catch((error) =>
        platform.log.warn({ err: error }, 'stale withdrawals'),
      );
    }, 15_000);
    timer.unref();
    platform.onClose(() => clearInterval(timer));
  },
  seedDemo: seedPaymentsDemo,
};
