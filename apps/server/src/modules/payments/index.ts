import type { Platform } from '../../platform/context';
import type { PlacarModule } from '../../platform/module';
import { startWorkerLoop } from '../../platform/worker-loop';
import { onPlayerRestricted } from '../responsible-gaming';
import { bankAccountRoutes } from './bank-accounts.routes';
import { depositRoutes } from './deposit.routes';
import { cancelOpenCharges } from './deposits/receive-pix';
import { pixKeyRoutes } from './pix-keys.routes';
import { loadPixProvider, pixProvider, sandboxPsp } from './provider';
import { seedPaymentsDemo } from './seed-demo';
import { transactionRoutes } from './transactions.routes';
import { webhookRoutes } from './webhook.routes';
import { withdrawalRoutes } from './withdrawal.routes';
import { dispatchStaleWithdrawals } from './withdrawals/dispatch-payout';

export { hasFirstDeposit } from './first-deposit';
export { createPaymentsState, type PaymentsState } from './payments.state';
export { deliverDueWebhooks, pixProvider, sandboxPsp, usePixProvider } from './provider';

/**
 * Pix: deposits (charges with BR Code and QR), withdrawals (reserve, payout, confirmation), the bettor's
 * Pix keys, the transaction list and the PSP webhook, behind a provider interface: the Banco Central's
 * API Pix adapter (any PSP implementing it) or, outside production, the embedded sandbox PSP. Money moves
 * only through the wallet's ledger.
 */

export const paymentsModule: PlacarModule = {
  name: 'payments',
  async routes(app, platform) {
    // a pause, self-exclusion or block cancels the bettor's open charges (a Pix paid anyway is refunded)
    onPlayerRestricted(platform, 'payments', async (userId) => {
      await cancelOpenCharges(platform, userId);
    });
    await depositRoutes(app, platform);
    await withdrawalRoutes(app, platform);
    await pixKeyRoutes(app, platform);
    await bankAccountRoutes(app, platform);
    await transactionRoutes(app, platform);
    await loadPixProvider(platform);
    await webhookRoutes(app, platform);
    // Sandbox pages exist only with the sandbox PSP, never in production (refused by the config, and a
    // production build leaves this branch and the modules it imports out).
    if (typeof __PLACAR_SANDBOX__ === 'undefined' || __PLACAR_SANDBOX__) {
      const psp = sandboxPsp(platform);
      if (psp && platform.config.NODE_ENV !== 'production') {
        const { sandboxPages } = await import('./provider/sandbox-pages');
        const { setWebhookTransport } = await import('./provider/webhook-outbox');
        await sandboxPages(app, platform, psp);
        // The sandbox PSP calls the webhook in-process, through the whole HTTP stack (signature included).
        setWebhookTransport(platform, async (body, headers) => {
          const res = await app.inject({ method: 'POST', url: '/api/pix/webhook', payload: body, headers });
          return res.statusCode;
        });
      }
    }
  },
  async start(platform: Platform) {
    pixProvider(platform).start?.();
    if (typeof __PLACAR_SANDBOX__ === 'undefined' || __PLACAR_SANDBOX__) {
      if (sandboxPsp(platform)) (await import('./provider/webhook-outbox')).startWebhookWorker(platform);
    }
    const stale = startWorkerLoop({
      name: 'stale withdrawals',
      intervalMs: 15_000,
      runAtStart: false,
      log: platform.log,
      run: () => dispatchStaleWithdrawals(platform),
    });
    platform.onClose(() => stale.stop());
  },
  seedDemo: seedPaymentsDemo,
};
