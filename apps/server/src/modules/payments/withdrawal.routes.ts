import { paymentsApi } from '@placar/contract';
import { currentUser, requireAuth, requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { assertFullyValidated } from '../identity';
import { moneyMovement } from './guards';
import { beginWithdrawal } from './withdrawals/begin-withdrawal';
import { lastWithdrawal, pendingWithdrawals, withdrawalsByStatus } from './withdrawals/bettor-withdrawals';
import { approveWithdrawal, rejectWithdrawal } from './withdrawals/decide-withdrawal';

export async function withdrawalRoutes(app: App, platform: Platform) {
  route(app, paymentsApi.beginWithdrawal, { preHandler: moneyMovement }, async (request) => {
    const userId = currentUser(request).id;
    // Only fully validated bettors withdraw (403 USER_HAS_NOT_VALIDATED_DOCS); deposits stay open.
    await assertFullyValidated(platform, userId);
    return { data: await beginWithdrawal(platform, userId, request.body, idempotencyKeyOf(request)) };
  });

  route(app, paymentsApi.lastWithdrawalDetail, { preHandler: requireAuth }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await lastWithdrawal(platform, currentUser(request).id) };
  });

  // The payments API path and the legacy main-API path of seed 000 answer the same list.
  for (const def of [paymentsApi.pendingWithdrawals, paymentsApi.pendingWithdrawalsLegacy]) {
    route(app, def, { preHandler: requireAuth }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await pendingWithdrawals(platform, currentUser(request).id) };
    });
  }

  route(app, paymentsApi.adminWithdrawals, { preHandler: requireRole(1) }, async (request) => ({
    data: await withdrawalsByStatus(platform, request.query.status),
  }));

  route(app, paymentsApi.approveWithdrawal, { preHandler: requireRole(1) }, async (request) => ({
    data: await approveWithdrawal(platform, request.params.id, currentUser(request).id),
  }));

  route(app, paymentsApi.rejectWithdrawal, { preHandler: requireRole(1) }, async (request) => ({
    data: await rejectWithdrawal(platform, request.params.id, request.body.reason, currentUser(request).id),
  }));
}
