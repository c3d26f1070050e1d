import { ZData, ZTransactionsPage, ZTransactionsQuery } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { listTransactions } from './transactions.service';

export async function transactionRoutes(app: App, platform: Platform) {
  // Open to self-excluded and blocked users: seed 000 section 6 lets them see their transactions.
  app.get(
    '/api/Wallet/Transactions/ByUser',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['wallet'],
        security: [{ bearer: [] }],
        summary: 'The bettor’s deposits and withdrawals, filtered by type and dates, paged',
        querystring: ZTransactionsQuery,
        response: { 200: ZData(ZTransactionsPage) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await listTransactions(platform, currentUser(request).id, request.query) };
    },
  );
}
