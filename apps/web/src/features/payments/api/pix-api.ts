import {
  type TBeginDepositRequest,
  type TBeginWithdrawalRequest,
  type TCreatePixKeyRequest,
  type TPatchPixKeyRequest,
  TRANSACTION_STATUS,
  type TTransactionType,
  WITHDRAWAL_STATUS,
} from '@placar/contract';
import { paymentsApi } from '@placar/contract/routes.gen';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { withNewIdempotencyKey } from '../../../lib/api/idempotency';

export type TransactionsFilter = {
  pageNumber: number;
  pageSize: number;
  transactionTypeWallet?: TTransactionType;
  initialDate?: string;
  finalDate?: string;
};

/** Deposit statuses still waiting for the payment; withdrawal statuses still being paid. */
export const isDepositOpen = (status: number) => status === TRANSACTION_STATUS.PENDING;
const OPEN_WITHDRAWAL: readonly number[] = [
  WITHDRAWAL_STATUS.Created,
  WITHDRAWAL_STATUS.PendingApproval,
  WITHDRAWAL_STATUS.Pending,
];
export const isWithdrawalOpen = (status: number) => OPEN_WITHDRAWAL.includes(status);

export const pixApi = {
  beginDeposit: (body: TBeginDepositRequest) => api.call(paymentsApi.beginDeposit, { body }),
  /** One submit, one key: a retry after a lost answer finds the same withdrawal. */
  beginWithdrawal: (body: TBeginWithdrawalRequest) =>
    api.call(paymentsApi.beginWithdrawal, { body }, withNewIdempotencyKey()),
  addKey: (body: TCreatePixKeyRequest) => api.call(paymentsApi.addPixKey, { body }),
  patchKey: (id: number, body: TPatchPixKeyRequest) =>
    api.call(paymentsApi.patchPixKey, { params: { id }, body }),
};

export const depositLimitsQuery = queryOptions({
  queryKey: ['payments', 'deposit-limits'],
  queryFn: () => api.call(paymentsApi.depositLimits),
  staleTime: 30_000,
});

/** A Pix transaction, polled every 3 s while it is still open. */
export const pixTransactionQuery = (id: number) =>
  queryOptions({
    queryKey: ['payments', 'transaction', id],
    queryFn: () => api.call(paymentsApi.transaction, { params: { id } }),
    refetchInterval: (q) => {
      const t = q.state.data;
      if (!t) return 3_000;
      const open =
        t.transactionTypeWallet === 1
          ? isDepositOpen(t.deposit.status)
          : isWithdrawalOpen(t.withdrawal.status);
      return open ? 3_000 : false;
    },
  });

export const lastDepositDetailQuery = queryOptions({
  queryKey: ['payments', 'last-deposit'],
  queryFn: () => api.call(paymentsApi.lastDepositDetail),
});

export const pixKeysQuery = queryOptions({
  queryKey: ['payments', 'pix-keys'],
  queryFn: () => api.call(paymentsApi.pixKeys),
});

export const pendingWithdrawalsQuery = queryOptions({
  queryKey: ['payments', 'pending-withdrawals'],
  queryFn: () => api.call(paymentsApi.pendingWithdrawals),
  refetchInterval: (q) => ((q.state.data?.length ?? 0) > 0 ? 5_000 : false),
});

export const transactionsQuery = (filter: TransactionsFilter) =>
  queryOptions({
    queryKey: ['payments', 'transactions', filter],
    queryFn: () =>
      api.call(paymentsApi.transactions, {
        query: {
          pageNumber: filter.pageNumber,
          pageSize: filter.pageSize,
          transactionTypeWallet: filter.transactionTypeWallet,
          initialDate: filter.initialDate,
          finalDate: filter.finalDate,
        },
      }),
    placeholderData: keepPreviousData,
  });
