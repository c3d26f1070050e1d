import { z } from 'zod';
import {
  ZAccountStateAnswer,
  ZDeactivateAccountRequest,
  ZDeactivationRequest,
  ZWithdrawalBlockRequest,
} from './account';
import { defineRoute } from './route';

const ZUserParams = z.object({ userId: z.coerce.number().int().positive() });

/**
 * The account states behind the app shell's modals (seed 002 section 2): the bettor deactivating
 * their own account, and the back office deactivating an account or blocking its withdrawals.
 */
export const accountStateApi = {
  deactivateMine: defineRoute({
    method: 'POST',
    path: '/api/Users/DeactivateAccount',
    summary: 'Deactivate my account (password confirmed); ReleaseUser reactivates it',
    tags: ['users'],
    // Signed in, blocked or not (requireSignedIn): a self-blocked bettor may still deactivate.
    auth: 'bearer',
    body: ZDeactivateAccountRequest,
    answer: z.object({ isDeactivated: z.literal(true) }),
    errors: ['SESSION_REVOKED', 'ACCOUNT_LOCKED', 'WRONG_PASSWORD'],
  }),
  adminState: defineRoute({
    method: 'GET',
    path: '/api/admin/account/users/:userId/state',
    summary: 'A user account state: deactivation and withdrawal block',
    tags: ['admin'],
    auth: 'staff',
    params: ZUserParams,
    answer: ZAccountStateAnswer,
    errors: ['NOT_FOUND'],
  }),
  adminWithdrawalBlock: defineRoute({
    method: 'PUT',
    path: '/api/admin/account/users/:userId/WithdrawalBlock',
    summary: 'Block or unblock a user withdrawals (shown to the bettor at login)',
    tags: ['admin'],
    auth: 'staff',
    params: ZUserParams,
    body: ZWithdrawalBlockRequest,
    answer: ZAccountStateAnswer,
    errors: ['NOT_FOUND'],
  }),
  adminDeactivation: defineRoute({
    method: 'PUT',
    path: '/api/admin/account/users/:userId/Deactivation',
    summary: 'Deactivate or reactivate a user account',
    tags: ['admin'],
    auth: 'staff',
    params: ZUserParams,
    body: ZDeactivationRequest,
    answer: ZAccountStateAnswer,
    errors: ['NOT_FOUND'],
  }),
} as const;
