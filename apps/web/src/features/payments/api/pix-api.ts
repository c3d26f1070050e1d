import type {
  TBeginDepositRequest,
  TBeginWithdrawalRequest,
  TCreatePixKeyRequest,
  TDepositLimits,
  TLastDepositDetail,
  TPatchPixKeyRequest,
  TPixDeposit,
  TPixKey,
  TTransactionsPage,
  TWithdrawal,
} from '@placar/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { withNewIdempotencyKey } from '../../../lib/api/idempotency';

export type TPixTransaction =
  | { transactionTypeWallet: 1; deposit: TPixDeposit }
  | { transactionTypeWallet: 2; withdrawal: TWithdrawal };

export type TransactionsFilter = {
  pageNumber: number;
  pageSize: number;
  transactionTypeWallet?: 1 | 2;
  initialDate?: string;
  finalDate?: string;
};

/** Deposit statuses still waiting for the payment; withdrawal statuses still being paid. */
export const isDepositOpen = (status: number) => status === 2;
export const isWithdrawalOpen = (status: number) => status === 0 || status === 1 || status === 2;

export const pixApi = {
  beginDeposit: (body: TBeginDepositRequest) => api.post<TPixDeposit>('/api/pix/beginDeposit', body),
  /** One submit, one key: a retry after a lost answer finds the same withdrawal. */
  beginWithdrawal: (body: TBeginWithdrawalRequest) =>
    api.post<TWithdrawal>('/api/pix/BeginWithdrawal', body, withNewIdempotencyKey()),
  addKey: (body: TCreatePixKeyRequest) => api.post<TPixKey>('/api/wallet/BankAccounts/PixBankAccounts', body),
  patchKey: (id: number, body: TPatchPixKeyRequest) =>
    api.patch<TPixKey>(`/api/wallet/BankAccounts/PixBankAccounts/${id}`, body),
};

export const depositLimitsQuery = queryOptions({
  queryKey: ['payments', 'deposit-limits'],
  queryFn: () => api.get<TDepositLimits>('/api/pix/depositLimits'),
  staleTime: 30_000,
});

/** A Pix transaction, polled every 3 s while it is still open. */
export const pixTransactionQuery = (id: number) =>
  queryOptions({
    queryKey: ['payments', 'transaction', id],
    queryFn: () => api.get<TPixTransaction>(`/api/pix/Transaction/${id}`),
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
  queryFn: () => api.get<TLastDepositDetail>('/api/user/LastDepositDetail'),
});

export const pixKeysQuery = queryOptions({
  queryKey: ['payments', 'pix-keys'],
  queryFn: () => api.get<TPixKey[]>('/api/wallet/BankAccounts/PixBankAccounts'),
});

export const pendingWithdrawalsQuery = queryOptions({
  queryKey: ['payments', 'pending-withdrawals'],
  queryFn: () => api.get<TWithdrawal[]>('/api/User/PendingWithdrawal'),
  refetchInterval: (q) => ((q.state.data?.length ?? 0) > 0 ? 5_000 : false),
});

export const transactionsQuery = (filter: TransactionsFilter) =>
  queryOptions({
    queryKey: ['payments', 'transactions', filter],
    queryFn: () =>
      api.get<TTransactionsPage>('/api/Wallet/Transactions/ByUser', {
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
