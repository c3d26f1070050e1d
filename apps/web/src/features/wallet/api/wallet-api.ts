import { walletApi } from '@placar/contract/routes.gen';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api/client';
import { sharePoll } from '../../../lib/api/shared-poll';
import { isAuthenticated, useSession } from '../../../lib/session';

/** Seed 002: the balance is checked every 20 s; deposits, withdrawals and bets also invalidate it. */
export const BALANCE_REFRESH_MS = 20_000;

export const walletTotalsQuery = queryOptions({
  queryKey: ['wallet', 'totals'],
  queryFn: () => api.call(walletApi.totals),
  staleTime: 5_000,
});

/**
 * The signed-in bettor's balances (nothing for guests). However many components show it, one poller
 * refreshes it every 20 s, and not while the tab is hidden (`sharePoll`).
 */
export function useWalletTotals() {
  const signedIn = useSession(isAuthenticated);
  const client = useQueryClient();
  useEffect(
    () => (signedIn ? sharePoll(client, walletTotalsQuery.queryKey, BALANCE_REFRESH_MS) : undefined),
    [client, signedIn],
  );
  return useQuery({ ...walletTotalsQuery, enabled: signedIn });
}

/** Call after anything that moves money (deposit paid, withdrawal, bet placed or settled). */
export function invalidateWallet(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: walletTotalsQuery.queryKey });
}
