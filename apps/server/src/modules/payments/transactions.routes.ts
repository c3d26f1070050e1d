import { paymentsApi, userValidateApi } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { hasFirstDeposit } from './first-deposit';
import { listTransactions } from './transactions.service';

export async function transactionRoutes(app: App, platform: Platform) {
  // Open to self-excluded and blocked users: seed 000 section 6 lets them see their transactions.
  route(app, paymentsApi.transactions, { preHandler: requireAuth }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await listTransactions(platform, currentUser(request).id, request.query) };
  });
  // Seed 000's /api/Users/Validate/HasFirstDeposit: payments answers it from its own table.
  route(app, userValidateApi.hasFirstDeposit, { preHandler: requireAuth }, async (request) => ({
    data: await hasFirstDeposit(platform, currentUser(request).id),
  }));
}
