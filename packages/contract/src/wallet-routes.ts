import { defineRoute } from './route';
import { ZWalletTotals } from './wallet';

/** The wallet's routes (seed 000 §7). */
export const walletApi = {
  totals: defineRoute({
    method: 'GET',
    path: '/api/Wallet/Total/Amount/ByAccountType',
    summary: 'Balances by account type: real, bonus, reserved for withdrawals, in play (reais)',
    tags: ['wallet'],
    auth: 'bearer',
    answer: ZWalletTotals,
  }),
} as const;
