import {
  ZAccountStateAnswer,
  ZData,
  ZDeactivateAccountRequest,
  ZDeactivationRequest,
  ZWithdrawalBlockRequest,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireRole, requireSignedIn } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { accountError } from '../account-errors';
import { setDeactivated } from '../account-restrictions';
import { verifyPassword } from '../password/passwords';
import { assertNotLocked, registerWrongPassword } from '../session/login';
import { findUserById } from '../users.repository';
import { setWithdrawalBlock, withdrawalBlockOf } from './withdrawal-block';

const ZUserParams = z.object({ userId: z.coerce.number().int().positive() });
const adminAnswer = { 200: ZData(ZAccountStateAnswer) };

async function accountState(platform: Platform, userId: number) {
  const user = await findUserById(platform.db, userId);
  if (!user) throw notFound('Usuário');
  return { userId, isDeactivated: user.is_deactivated, withdrawalBlock: withdrawalBlockOf(user) };
}

/**
 * The account states behind the app shell's modals (seed 002 section 2): the bettor deactivating
 * their own account (then 406 self-blocked until POST /api/Users/ReleaseUser), and the back office
 * deactivating an account or blocking its withdrawals. Every change is audited (account_audit).
 */
export async function accountStateRoutes(app: App, platform: Platform) {
  const strict = { rateLimit: { max: platform.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
  const admin = requireRole(1);

  app.post(
    '/api/Users/DeactivateAccount',
    {
      config: strict,
      preHandler: requireSignedIn,
      schema: {
        tags: ['users'],
        summary: 'Deactivate my account (password confirmed); ReleaseUser reactivates it',
        body: ZDeactivateAccountRequest,
        response: { 200: ZData(z.object({ isDeactivated: z.literal(true) })) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const user = await findUserById(platform.db, me.id);
      if (!user) throw accountError('SESSION_REVOKED');
      assertNotLocked(user);
      if (!(await verifyPassword(user.password_hash, request.body.password))) {
        const error = await registerWrongPassword(platform, user, request.ip);
        throw error.code === 'ACCOUNT_LOCKED' ? error : accountError('WRONG_PASSWORD', { field: 'password' });
      }
      await setDeactivated(platform, me.id, true);
      return { data: { isDeactivated: true as const } };
    },
  );

  app.get(
    '/api/admin/account/users/:userId/state',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'A user account state: deactivation and withdrawal block',
        params: ZUserParams,
        response: adminAnswer,
      },
    },
    async (request) => ({ data: await accountState(platform, request.params.userId) }),
  );

  app.put(
    '/api/admin/account/users/:userId/WithdrawalBlock',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Block or unblock a user withdrawals (shown to the bettor at login)',
        params: ZUserParams,
        body: ZWithdrawalBlockRequest,
        response: adminAnswer,
      },
    },
    async (request) => {
      const { userId } = request.params;
      await setWithdrawalBlock(platform, userId, currentUser(request).id, request.body);
      return { data: await accountState(platform, userId) };
    },
  );

  app.put(
    '/api/admin/account/users/:userId/Deactivation',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Deactivate or reactivate a user account',
        params: ZUserParams,
        body: ZDeactivationRequest,
        response: adminAnswer,
      },
    },
    async (request) => {
      const { userId } = request.params;
      await accountState(platform, userId);
      await setDeactivated(platform, userId, request.body.deactivated, {
        actorId: currentUser(request).id,
        reason: request.body.reason,
      });
      return { data: await accountState(platform, userId) };
    },
  );
}
