import { centavosToReais, walletApi } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { getUserBalances } from './balances';

export async function walletRoutes(app: App, platform: Platform) {
  // Open to blocked and self-excluded users too: the withdrawal page shows what they can take out.
  route(app, walletApi.totals, { preHandler: requireAuth }, async (request, reply) => {
    const b = await getUserBalances(platform, currentUser(request).id);
    reply.header('cache-control', 'no-store');
    return {
      data: {
        real: centavosToReais(b.real),
        bonus: centavosToReais(b.bonus),
        reservedForWithdrawal: centavosToReais(b.withdrawalReserve),
        inPlay: centavosToReais(b.betsInPlay),
        total: centavosToReais(b.real + b.bonus),
      },
    };
  });
}
