import { z } from 'zod';
import { ZIsoDate, ZPagination } from './common';

/**
 * Wallet calls of seed 000 (section 7, payments API): balances by account type and the transaction
 * list. Amounts are reais on the wire (centavos inside the server).
 */

/** Transaction types of the filter (seed 000 section 3). */
export const TRANSACTION_TYPE = { deposit: 1, withdrawal: 2 } as const;
export type TTransactionType = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

/** Transaction statuses (seed 000 section 3). */
export const TRANSACTION_STATUS = {
  ERROR: -6,
  PAYMENT_ERROR: -4,
  REJECTED: -3,
  CANCELLED: -2,
  PENDING_APPROVAL: 1,
  PENDING: 2,
  SUCCESSFUL_REFUND: 5,
  SUCCESSFUL: 6,
} as const;
export type TTransactionStatus = (typeof TRANSACTION_STATUS)[keyof typeof TRANSACTION_STATUS];

/** pt-BR labels; on Brazilian brands status 5 (refund) is shown as a payment error. */
export const TRANSACTION_STATUS_LABEL_PT: Record<TTransactionStatus, string> = {
  [-6]: 'Erro',
  [-4]: 'Pagamento com erro',
  [-3]: 'Rejeitado',
  [-2]: 'Cancelado',
  1: 'Em progresso',
  2: 'Em progresso',
  5: 'Pagamento com erro',
  6: 'Bem-sucedido',
};

/** Payment method labels (seed 000 section 3). */
export const PAYMENT_METHOD = {
  card: 1,
  spei: 2,
  bonus: 3,
  oxxo: 4,
  refund: 5,
  prize: 6,
  pix: 8,
  bonus2: 9,
  tupay: 10,
  cashback: 11,
  pagoEfectivo: 12,
} as const;

export const ZWalletTotals = z.object({
  /** Real money the bettor can bet or withdraw. */
  real: z.number(),
  /** Bonus money (bets only, not withdrawable). */
  bonus: z.number(),
  /** Moved out of the wallet for withdrawals still being paid. */
  reservedForWithdrawal: z.number(),
  /** Stakes of open bets. */
  inPlay: z.number(),
  /** real + bonus: what can be bet now. */
  total: z.number(),
});
export type TWalletTotals = z.infer<typeof ZWalletTotals>;

const ZTransactionType = z.coerce
  .number({ error: 'deve ser 1 (depósito) ou 2 (saque)' })
  .int()
  .refine((v) => v === 1 || v === 2, { message: 'deve ser 1 (depósito) ou 2 (saque)' });

export const ZTransactionsQuery = ZPagination.extend({
  initialDate: ZIsoDate.optional(),
  finalDate: ZIsoDate.optional(),
  transactionTypeWallet: ZTransactionType.optional(),
}).refine((q) => !q.initialDate || !q.finalDate || q.initialDate <= q.finalDate, {
  message: 'a data inicial deve ser anterior à final',
  path: ['finalDate'],
});
export type TTransactionsQuery = z.infer<typeof ZTransactionsQuery>;

export const ZWalletTransaction = z.object({
  id: z.number().int(),
  transactionTypeWallet: z.number().int(),
  paymentMethod: z.number().int(),
  amount: z.number(),
  status: z.number().int(),
  statusLabel: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWalletTransaction = z.infer<typeof ZWalletTransaction>;

export const ZTransactionsPage = z.object({
  items: z.array(ZWalletTransaction),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export type TTransactionsPage = z.infer<typeof ZTransactionsPage>;
