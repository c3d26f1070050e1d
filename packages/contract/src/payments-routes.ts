import { z } from 'zod';
import {
  PIX_SIGNATURE_HEADER,
  ZAdminWithdrawal,
  ZAdminWithdrawalsQuery,
  ZBankAccountRequest,
  ZBeginDepositRequest,
  ZBeginWithdrawalRequest,
  ZCreatePixKeyRequest,
  ZDepositLimits,
  ZLastDepositDetail,
  ZPatchPixKeyRequest,
  ZPixDeposit,
  ZPixKey,
  ZPixTransaction,
  ZPixWebhookAnswer,
  ZPixWebhookBody,
  ZUpdatePixKeyRequest,
  ZWithdrawal,
  ZWithdrawalDecision,
} from './payments';
import { defineRoute } from './route';
import { ZTransactionsPage, ZTransactionsQuery } from './wallet';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });
const PIX_KEYS = '/api/wallet/BankAccounts/PixBankAccounts';
const tags = ['payments'] as const;

const pendingWithdrawals = <const P extends string>(path: P) =>
  defineRoute({
    method: 'GET',
    path,
    summary: 'Withdrawals not yet finished (created, pending approval, pending)',
    tags,
    auth: 'bearer',
    answer: z.array(ZWithdrawal),
  });

const bankAccountsPost = <const P extends string>(path: P, api: string) =>
  defineRoute({
    method: 'POST',
    path,
    summary: `Add a Pix account in the bettor’s CPF, or replace the one with \`id\` (${api})`,
    tags,
    auth: 'bearer',
    body: ZBankAccountRequest,
    answer: ZPixKey,
    errors: ['PIX_KEY_NOT_FOUND', 'PIX_KEY_NOT_OWNED', 'CONFLICT', 'NOT_FOUND'],
  });

const pspWebhook = <const P extends string>(path: P) =>
  defineRoute({
    method: 'POST',
    path,
    summary: 'Pix received and payout results from the PSP (token in the path, mutual TLS at the edge)',
    tags,
    auth: 'signature',
    hidden: true,
    params: z.object({ token: z.string().max(256) }),
    body: ZPixWebhookBody,
    answer: ZPixWebhookAnswer,
    errors: ['INVALID_SIGNATURE'],
  });

/** Deposits, withdrawals, Pix keys and the PSP's webhooks (seed 000 §7, payments API). */
export const paymentsApi = {
  beginDeposit: defineRoute({
    method: 'POST',
    path: '/api/pix/beginDeposit',
    summary: 'Open a Pix deposit: charge at the PSP, BR Code, QR code and expiry',
    tags,
    auth: 'bearer',
    body: ZBeginDepositRequest,
    answer: ZPixDeposit,
    errors: [
      'CPF_REQUIRED',
      'DEPOSIT_BELOW_MINIMUM',
      'DEPOSIT_ABOVE_LIMIT',
      'WALLET_ABOVE_LIMITS',
      'MAINTENANCE',
      'PIX_CHARGE_REFUSED',
      'PIX_PROVIDER_UNAVAILABLE',
    ],
  }),
  depositLimits: defineRoute({
    method: 'GET',
    path: '/api/pix/depositLimits',
    summary: 'Deposit presets, minimum and maximum for this bettor, and the Pix maintenance state',
    tags,
    auth: 'bearer',
    answer: ZDepositLimits,
  }),
  transaction: defineRoute({
    method: 'GET',
    path: '/api/pix/Transaction/:id',
    summary: 'A Pix deposit or withdrawal of the bettor, by transaction id',
    tags,
    auth: 'bearer',
    params: ZIdParams,
    answer: ZPixTransaction,
    errors: ['NOT_FOUND'],
  }),
  lastDepositDetail: defineRoute({
    method: 'GET',
    path: '/api/user/LastDepositDetail',
    summary: 'The latest deposit (amount, transactionId, status): the deposit-conversion poll',
    tags,
    auth: 'bearer',
    answer: ZLastDepositDetail,
  }),
  beginWithdrawal: defineRoute({
    method: 'POST',
    path: '/api/pix/BeginWithdrawal',
    summary: 'Withdraw by Pix to one of the bettor’s keys in their own CPF',
    tags,
    auth: 'bearer',
    body: ZBeginWithdrawalRequest,
    answer: ZWithdrawal,
    errors: [
      'USER_HAS_NOT_VALIDATED_DOCS',
      'WITHDRAWAL_BELOW_MINIMUM',
      'PIX_KEY_NOT_OWNED',
      'NOT_FOUND',
      'IDEMPOTENCY_CONFLICT',
      'UNPROCESSABLE',
    ],
  }),
  lastWithdrawalDetail: defineRoute({
    method: 'GET',
    path: '/api/user/LastWithdrawalDetail',
    summary: 'The latest withdrawal',
    tags,
    auth: 'bearer',
    answer: ZWithdrawal.nullable(),
  }),
  /** The payments API path and the legacy main-API path of seed 000 answer the same list. */
  pendingWithdrawals: pendingWithdrawals('/api/User/PendingWithdrawal'),
  pendingWithdrawalsLegacy: pendingWithdrawals('/api/wallet/withdrawal/PendingWithdrawal'),
  adminWithdrawals: defineRoute({
    method: 'GET',
    path: '/api/admin/pix/withdrawals',
    summary: 'Withdrawals by status (default: pending approval), role 1',
    tags: ['admin'],
    auth: 'staff',
    query: ZAdminWithdrawalsQuery,
    answer: z.array(ZAdminWithdrawal),
  }),
  approveWithdrawal: defineRoute({
    method: 'POST',
    path: '/api/admin/pix/withdrawals/:id/approve',
    summary: 'Approve a withdrawal pending approval (role 1)',
    tags: ['admin'],
    auth: 'staff',
    params: ZIdParams,
    answer: ZWithdrawal,
    errors: ['CONFLICT', 'NOT_FOUND'],
  }),
  rejectWithdrawal: defineRoute({
    method: 'POST',
    path: '/api/admin/pix/withdrawals/:id/reject',
    summary: 'Reject a withdrawal pending approval; the money returns to the wallet (role 1)',
    tags: ['admin'],
    auth: 'staff',
    params: ZIdParams,
    body: ZWithdrawalDecision,
    answer: ZWithdrawal,
    errors: ['CONFLICT', 'NOT_FOUND'],
  }),
  pixKeys: defineRoute({
    method: 'GET',
    path: PIX_KEYS,
    summary: 'The bettor’s Pix keys',
    tags,
    auth: 'bearer',
    answer: z.array(ZPixKey),
  }),
  addPixKey: defineRoute({
    method: 'POST',
    path: PIX_KEYS,
    summary: 'Add a Pix key (CPF, EMAIL, PHONE or EVP); the DICT must show it in the bettor’s CPF',
    tags,
    auth: 'bearer',
    body: ZCreatePixKeyRequest,
    answer: ZPixKey,
    errors: ['PIX_KEY_NOT_FOUND', 'PIX_KEY_NOT_OWNED', 'CONFLICT'],
  }),
  replacePixKey: defineRoute({
    method: 'PUT',
    path: PIX_KEYS,
    summary: 'Replace a Pix key',
    tags,
    auth: 'bearer',
    body: ZUpdatePixKeyRequest,
    answer: ZPixKey,
    errors: ['PIX_KEY_NOT_FOUND', 'PIX_KEY_NOT_OWNED', 'CONFLICT', 'NOT_FOUND'],
  }),
  patchPixKey: defineRoute({
    method: 'PATCH',
    path: `${PIX_KEYS}/:id`,
    summary: 'Make a Pix key the default, or remove it (isActive false)',
    tags,
    auth: 'bearer',
    params: ZIdParams,
    body: ZPatchPixKeyRequest,
    answer: ZPixKey,
    errors: ['NOT_FOUND'],
  }),
  bankAccounts: defineRoute({
    method: 'GET',
    path: '/api/wallet/BankAccounts',
    summary: 'The bettor’s bank accounts: their active Pix keys (main API)',
    tags,
    auth: 'bearer',
    answer: z.array(ZPixKey),
  }),
  addBankAccountMain: bankAccountsPost('/api/wallet/bankaccounts', 'main API'),
  addBankAccount: bankAccountsPost('/api/wallet/BankAccounts', 'payments API'),
  transactions: defineRoute({
    method: 'GET',
    path: '/api/Wallet/Transactions/ByUser',
    summary: 'The bettor’s deposits and withdrawals, filtered by type and dates, paged',
    tags: ['wallet'],
    auth: 'bearer',
    query: ZTransactionsQuery,
    answer: ZTransactionsPage,
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/api/pix/webhook',
    summary: `Pix received and payout results from the PSP (HMAC-signed, ${PIX_SIGNATURE_HEADER})`,
    tags,
    auth: 'signature',
    body: ZPixWebhookBody,
    answer: ZPixWebhookAnswer,
    errors: ['INVALID_SIGNATURE'],
  }),
  pspWebhook: pspWebhook('/api/pix/webhook/psp/:token'),
  pspWebhookPix: pspWebhook('/api/pix/webhook/psp/:token/pix'),
} as const;

const ZSandboxTxid = z.object({ txid: z.string().regex(/^[A-Za-z0-9]{1,35}$/) });
/** The sandbox pages' HTML forms (application/x-www-form-urlencoded), read field by field. */
const ZSandboxForm = z.record(z.string(), z.string());
const sandboxPage = { tags: ['sandbox'], auth: 'public', hidden: true, produces: 'text/html' } as const;

/** The sandbox PSP's pages in embedded mode: the bettor's "bank app" and the sandbox DICT. */
export const paymentsSandboxApi = {
  payPage: defineRoute({
    ...sandboxPage,
    method: 'GET',
    path: '/sandbox/pix/pay/:txid',
    summary: 'Sandbox: the page that pays a Pix charge',
    params: ZSandboxTxid,
  }),
  pay: defineRoute({
    ...sandboxPage,
    method: 'POST',
    path: '/sandbox/pix/pay/:txid',
    summary: 'Sandbox: pay a Pix charge from the bettor’s CPF or another',
    params: ZSandboxTxid,
    body: ZSandboxForm,
  }),
  dictPage: defineRoute({
    ...sandboxPage,
    method: 'GET',
    path: '/sandbox/pix/dict',
    summary: 'Sandbox: the DICT page where Pix keys get an owner',
  }),
  registerKey: defineRoute({
    ...sandboxPage,
    method: 'POST',
    path: '/sandbox/pix/dict',
    summary: 'Sandbox: register a Pix key in the sandbox DICT',
    body: ZSandboxForm,
  }),
} as const;
