export { BALANCE_REFRESH_MS, invalidateWallet, useWalletTotals, walletTotalsQuery } from './api/wallet-api';
export { HeaderBalance } from './components/HeaderBalance';
