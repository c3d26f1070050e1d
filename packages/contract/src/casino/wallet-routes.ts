import { z } from 'zod';
import { defineRoute } from '../route';
import {
  CASINO_SIGNATURE_HEADER,
  ZWalletAnswer,
  ZWalletAuthenticate,
  ZWalletBalance,
  ZWalletBetWin,
  ZWalletCredit,
  ZWalletDebit,
  ZWalletEndRound,
  ZWalletRefund,
} from './wallet';

export const ZCasinoProviderParams = z.object({
  providerSlug: z.string().regex(/^[a-z0-9-]{1,40}$/, 'slug do provedor'),
});

/** Every call is signed over its raw body; a call without the header is refused before the guard. */
const ZSignedHeaders = z.object({ [CASINO_SIGNATURE_HEADER]: z.string().max(200) }).passthrough();

/** The codes every wallet call may answer: the signature and launch token guard's. */
const GUARD_ERRORS = ['CASINO_SIGNATURE_INVALID', 'CASINO_TOKEN_INVALID', 'CASINO_PROVIDER_UNKNOWN'] as const;
/** A movement's own refusals: a short balance, a refunded bet, a closed round, a reused reference. */
const MOVE_ERRORS = ['INSUFFICIENT_FUNDS', 'BET_REFUNDED', 'ROUND_CLOSED', 'IDEMPOTENCY_CONFLICT'] as const;

const walletCall = <const Op extends string, B extends z.ZodType>(
  operation: Op,
  summary: string,
  body: B,
  errors: readonly string[] = [],
) =>
  defineRoute({
    method: 'POST',
    path: `/api/casino/provider/:providerSlug/${operation}`,
    summary,
    tags: ['casino-provider'],
    auth: 'signature',
    params: ZCasinoProviderParams,
    headers: ZSignedHeaders,
    body,
    answer: ZWalletAnswer,
    errors: [...GUARD_ERRORS, ...errors],
  });

/** The seamless wallet, for game providers and aggregators (operator side). */
export const casinoWalletApi = {
  authenticate: walletCall('authenticate', 'Seamless wallet: check a launch token', ZWalletAuthenticate),
  balance: walletCall('balance', 'Seamless wallet: balance', ZWalletBalance),
  debit: walletCall(
    'debit',
    'Seamless wallet: debit a bet (idempotent per transactionId)',
    ZWalletDebit,
    MOVE_ERRORS,
  ),
  credit: walletCall(
    'credit',
    'Seamless wallet: credit a win (idempotent per transactionId)',
    ZWalletCredit,
    ['ROUND_NOT_FOUND', ...MOVE_ERRORS],
  ),
  betWin: walletCall(
    'betWin',
    'Seamless wallet: bet and win of a round settled at once, in one call',
    ZWalletBetWin,
    MOVE_ERRORS,
  ),
  refund: walletCall(
    'refund',
    'Seamless wallet: roll back a debit (unknown debits are acknowledged)',
    ZWalletRefund,
    ['IDEMPOTENCY_CONFLICT'],
  ),
  endRound: walletCall('endRound', 'Seamless wallet: end a round', ZWalletEndRound, ['ROUND_NOT_FOUND']),
} as const;
