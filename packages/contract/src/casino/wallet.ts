import { z } from 'zod';
import { ZPositiveReais, ZReais } from '../common';
import { ZCasinoGameId } from './lobby';

// ─── Seamless wallet (provider → operator) ───────────────────────────────────────────────────────

export const CASINO_SIGNATURE_HEADER = 'x-casino-signature';
export const WALLET_OPERATIONS = [
  'authenticate',
  'balance',
  'debit',
  'credit',
  'betWin',
  'refund',
  'endRound',
] as const;
export type TWalletOperation = (typeof WALLET_OPERATIONS)[number];

const ZRef = z.string().regex(/^[A-Za-z0-9:._-]{1,100}$/, 'de 1 a 100 caracteres (letras, números, ":._-")');

export const ZWalletAuthenticate = z.object({ token: z.string().min(10).max(200) });
export const ZWalletBalance = z.object({ token: z.string().min(10).max(200) });
export const ZWalletDebit = z.object({
  token: z.string().min(10).max(200),
  /** The provider's unique reference of this movement: a retry with the same one moves nothing. */
  transactionId: ZRef,
  roundId: ZRef,
  gameId: ZCasinoGameId,
  amount: ZPositiveReais,
});
export const ZWalletCredit = ZWalletDebit.extend({ amount: ZReais.refine((v) => v >= 0, 'não negativo') });
/**
 * Bet and win of a round settled at once, in one call (a spin, a roll): the debit and the closing
 * credit, each with its own reference, committed together. A retry moves nothing.
 */
export const ZWalletBetWin = z
  .object({
    token: z.string().min(10).max(200),
    betTransactionId: ZRef,
    winTransactionId: ZRef,
    roundId: ZRef,
    gameId: ZCasinoGameId,
    betAmount: ZPositiveReais,
    winAmount: ZReais.refine((v) => v >= 0, 'não negativo'),
  })
  .refine((b) => b.betTransactionId !== b.winTransactionId, {
    path: ['winTransactionId'],
    message: 'diferente de betTransactionId',
  });
/**
 * Refunds, credits and endRound are accepted with an expired or revoked token (a pause or
 * self-exclusion revokes the player's tokens): rounds opened while it was live end late. Debits,
 * betWin, authenticate and balance want a live token.
 */
export const ZWalletRefund = z.object({
  token: z.string().min(10).max(200),
  transactionId: ZRef,
  /** The debit being rolled back; unknown → acknowledged with no movement (it can no longer arrive). */
  refundedTransactionId: ZRef,
  roundId: ZRef,
  gameId: ZCasinoGameId.optional(),
});
export const ZWalletEndRound = z.object({ token: z.string().min(10).max(200), roundId: ZRef });

export const ZWalletAnswer = z.object({
  /** Balance after the operation, reais. */
  balance: z.number(),
  currency: z.literal('BRL'),
  /** Our reference of the movement (absent for authenticate, balance and endRound). */
  operatorTransactionId: z.string().optional(),
  /** True when this answers a retry: nothing moved this time. */
  replayed: z.boolean().optional(),
  playerId: z.string().optional(),
  roundId: z.string().optional(),
});
export type TWalletAnswer = z.infer<typeof ZWalletAnswer>;
