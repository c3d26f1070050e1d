import { paymentsApi } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { beginDeposit } from './deposits/begin-deposit';
import { depositLimitsAnswer, findPixTransaction, lastDepositDetail } from './deposits/bettor-deposits';
import { moneyMovement } from './guards';

export async function depositRoutes(app: App, platform: Platform) {
  route(app, paymentsApi.beginDeposit, { preHandler: moneyMovement }, async (request) => ({
    data: await beginDeposit(platform, currentUser(request).id, request.body),
  }));

  route(app, paymentsApi.depositLimits, { preHandler: requireAuth }, async (request) => ({
    data: await depositLimitsAnswer(platform, currentUser(request).id),
  }));

  route(app, paymentsApi.transaction, { preHandler: requireAuth }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const t = await findPixTransaction(platform, currentUser(request).id, request.params.id);
    if (!t) throw notFound('Transação');
    return { data: t };
  });

  route(app, paymentsApi.lastDepositDetail, { preHandler: requireAuth }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await lastDepositDetail(platform, currentUser(request).id) };
  });
}
