import {
  WITHDRAWAL_STATUS,
  ZBeginWithdrawalRequest,
  ZData,
  ZWithdrawal,
  ZWithdrawalDecision,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireAuth, requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { idempotencyKeyOf } from '../../platform/http/idempotency-key';
import type { App } from '../../platform/module';
import { assertFullyValidated } from '../identity';
import { moneyMovement } from './guards';
import type { PaymentsTables } from './payments.tables';
import { beginWithdrawal } from './withdrawals/begin-withdrawal';
import { dispatchPayout } from './withdrawals/dispatch-payout';
import { presentWithdrawal } from './withdrawals/present-withdrawal';
import { releaseWithdrawal } from './withdrawals/release-withdrawal';

const WITHDRAWAL_STATUSES: number[] = Object.values(WITHDRAWAL_STATUS);

const OPEN = [0, 1, 2];

export async function withdrawalRoutes(app: App, platform: Platform) {
  const db = platform.db.withTables<PaymentsTables>();
  const tags = ['payments'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/pix/BeginWithdrawal',
    {
      preHandler: moneyMovement,
      schema: {
        tags,
        security,
        summary: 'Withdraw by Pix to one of the bettor’s keys in their own CPF',
        body: ZBeginWithdrawalRequest,
        response: { 200: ZData(ZWithdrawal) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      // Only fully validated bettors withdraw (403 USER_HAS_NOT_VALIDATED_DOCS); deposits stay open.
      await assertFullyValidated(platform, userId);
      return { data: await beginWithdrawal(platform, userId, request.body, idempotencyKeyOf(request)) };
    },
  );

  app.get(
    '/api/user/LastWithdrawalDetail',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The latest withdrawal',
        response: { 200: ZData(ZWithdrawal.nullable()) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const w = await db
        .selectFrom('pix_withdrawals')
        .selectAll()
        .where('user_id', '=', currentUser(request).id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return { data: w ? presentWithdrawal(w) : null };
    },
  );

  // The payments API path and the legacy main-API path of seed 000 answer the same list.
  for (const path of ['/api/User/PendingWithdrawal', '/api/wallet/withdrawal/PendingWithdrawal']) {
    app.get(
      path,
      {
        preHandler: requireAuth,
        schema: {
          tags,
          security,
          summary: 'Withdrawals not yet finished (created, pending approval, pending)',
          response: { 200: ZData(z.array(ZWithdrawal)) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const rows = await db
          .selectFrom('pix_withdrawals')
          .selectAll()
          .where('user_id', '=', currentUser(request).id)
          .where('status', 'in', OPEN)
          .orderBy('id', 'desc')
          .execute();
        return { data: rows.map(presentWithdrawal) };
      },
    );
  }

  app.get(
    '/api/admin/pix/withdrawals',
    {
      preHandler: requireRole(1),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Withdrawals by status (default: pending approval), role 1',
        querystring: z.object({
          // One of the statuses (a number beyond the column's smallint reached the database: a 500).
          status: z.coerce
            .number()
            .int()
            .refine((v) => WITHDRAWAL_STATUSES.includes(v), 'status de saque desconhecido')
            .default(WITHDRAWAL_STATUS.PendingApproval),
        }),
        response: { 200: ZData(z.array(ZWithdrawal.extend({ userId: z.number().int() }))) },
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('pix_withdrawals')
        .selectAll()
        .where('status', '=', request.query.status)
        .orderBy('id')
        .limit(200)
        .execute();
      return { data: rows.map((w) => ({ ...presentWithdrawal(w), userId: w.user_id })) };
    },
  );

  const ZIdParams = z.object({ id: z.coerce.number().int().positive() });
  const decided = async (id: number) => {
    const w = await db.selectFrom('pix_withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    if (!w) throw new AppError('NOT_FOUND', { message: 'Saque não encontrado.' });
    return presentWithdrawal(w);
  };

  app.post(
    '/api/admin/pix/withdrawals/:id/approve',
    {
      preHandler: requireRole(1),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Approve a withdrawal pending approval (role 1)',
        params: ZIdParams,
        response: { 200: ZData(ZWithdrawal) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const approved = await db
        .updateTable('pix_withdrawals')
        .set({ status: 0, decided_by: currentUser(request).id, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 1)
        .returning('id')
        .executeTakeFirst();
      if (!approved) throw new AppError('CONFLICT', { message: 'Este saque não está aguardando aprovação.' });
      await dispatchPayout(platform, id);
      return { data: await decided(id) };
    },
  );

  app.post(
    '/api/admin/pix/withdrawals/:id/reject',
    {
      preHandler: requireRole(1),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Reject a withdrawal pending approval; the money returns to the wallet (role 1)',
        params: ZIdParams,
        body: ZWithdrawalDecision,
        response: { 200: ZData(ZWithdrawal) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const ok = await releaseWithdrawal(platform, id, {
        from: [1],
        to: -2,
        reason: request.body.reason || 'Saque rejeitado pela análise.',
        decidedBy: currentUser(request).id,
      });
      if (!ok) throw new AppError('CONFLICT', { message: 'Este saque não está aguardando aprovação.' });
      return { data: await decided(id) };
    },
  );
}
