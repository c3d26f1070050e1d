import {
  centavosToReais,
  ZBeginDepositRequest,
  ZData,
  ZDepositLimits,
  ZLastDepositDetail,
  ZPixDeposit,
  ZWithdrawal,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/module';
import { beginDeposit } from './deposits/begin-deposit';
import { getDepositLimits, PIX_MAINTENANCE_MESSAGE } from './deposits/deposit-limits';
import { presentDeposit } from './deposits/present-deposit';
import { moneyMovement } from './guards';
import type { PaymentsTables } from './payments.tables';
import { presentWithdrawal } from './withdrawals/present-withdrawal';

const ZPixTransaction = z.discriminatedUnion('transactionTypeWallet', [
  z.object({ transactionTypeWallet: z.literal(1), deposit: ZPixDeposit }),
  z.object({ transactionTypeWallet: z.literal(2), withdrawal: ZWithdrawal }),
]);

export async function depositRoutes(app: App, platform: Platform) {
  const db = platform.db.withTables<PaymentsTables>();
  const tags = ['payments'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/pix/beginDeposit',
    {
      preHandler: moneyMovement,
      schema: {
        tags,
        security,
        summary: 'Open a Pix deposit: charge at the PSP, BR Code, QR code and expiry',
        body: ZBeginDepositRequest,
        response: { 200: ZData(ZPixDeposit) },
      },
    },
    async (request) => ({ data: await beginDeposit(platform, currentUser(request).id, request.body) }),
  );

  app.get(
    '/api/pix/depositLimits',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Deposit presets, minimum and maximum for this bettor, and the Pix maintenance state',
        response: { 200: ZData(ZDepositLimits) },
      },
    },
    async (request) => {
      const l = await getDepositLimits(platform, currentUser(request).id);
      return {
        data: {
          min: centavosToReais(l.min),
          max: centavosToReais(l.max),
          presets: [...l.presets],
          inMaintenance: l.inMaintenance,
          maintenanceMessage: l.inMaintenance ? PIX_MAINTENANCE_MESSAGE : null,
        },
      };
    },
  );

  app.get(
    '/api/pix/Transaction/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'A Pix deposit or withdrawal of the bettor, by transaction id',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ZData(ZPixTransaction) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      reply.header('cache-control', 'no-store');
      const d = await db
        .selectFrom('pix_deposits_view')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (d)
        return { data: { transactionTypeWallet: 1 as const, deposit: await presentDeposit(platform, d) } };
      const w = await db
        .selectFrom('pix_withdrawals')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (w) return { data: { transactionTypeWallet: 2 as const, withdrawal: presentWithdrawal(w) } };
      throw notFound('Transação');
    },
  );

  app.get(
    '/api/user/LastDepositDetail',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The latest deposit (amount, transactionId, status): the deposit-conversion poll',
        response: { 200: ZData(ZLastDepositDetail) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const d = await db
        .selectFrom('pix_deposits_view')
        .select(['id', 'amount', 'effective_status', 'created_at'])
        .where('user_id', '=', currentUser(request).id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return {
        data: d
          ? {
              amount: centavosToReais(d.amount),
              transactionId: d.id,
              status: d.effective_status,
              createdAt: new Date(d.created_at).toISOString(),
            }
          : null,
      };
    },
  );
}
