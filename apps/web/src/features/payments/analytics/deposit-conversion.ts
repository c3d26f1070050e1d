import { DEPOSIT_CONVERSION_MIN, DEPOSIT_POLL_MS, type TLastDepositDetail } from '@placar/contract';
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isAuthenticated, useSession } from '../../../lib/session';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { isDepositOpen, lastDepositDetailQuery } from '../api/pix-api';
import { analytics } from './analytics';

type Reported = { transactionId: number; date: string };

/**
 * Whether the last deposit fires the conversion event (seed 000 section 4): paid, not reported before,
 * and at least R$ 10 on Brazilian brands.
 */
export function conversionToReport(last: TLastDepositDetail, reported: Reported | undefined) {
  if (last?.status !== 6) return null;
  if (reported && reported.transactionId >= last.transactionId) return null;
  // Remembered even when under the minimum, so a small deposit never fires later either.
  return { deposit: last, fire: last.amount >= DEPOSIT_CONVERSION_MIN };
}

/** With no deposit waiting for its Pix, the last deposit is checked this often (a deposit page speeds it up). */
export const DEPOSIT_IDLE_POLL_MS = 60_000;

/**
 * How often to check the last deposit: every 5 s (seed) while it waits for its Pix, once a minute
 * otherwise. Polling 5 s all session long was 12 calls a minute per tab for nothing.
 */
export function depositPollMs(last: TLastDepositDetail | undefined) {
  return last && isDepositOpen(last.status) ? DEPOSIT_POLL_MS : DEPOSIT_IDLE_POLL_MS;
}

const isDepositTransaction = (query: Query) =>
  query.queryKey[0] === 'payments' && query.queryKey[1] === 'transaction';

/**
 * Polls the last deposit (5 s while one is open, see depositPollMs; never from a hidden tab) and fires
 * the deposit conversion once per deposit. A deposit followed on its page (its transaction query)
 * makes the check at once when its status changes.
 */
export function useDepositConversion() {
  const signedIn = useSession(isAuthenticated);
  const client = useQueryClient();
  const last = useQuery({
    ...lastDepositDetailQuery,
    enabled: signedIn,
    refetchInterval: (q) => depositPollMs(q.state.data),
  });
  useEffect(() => {
    if (!signedIn) return;
    return client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && isDepositTransaction(event.query))
        void client.invalidateQueries({ queryKey: lastDepositDetailQuery.queryKey });
    });
  }, [client, signedIn]);
  useEffect(() => {
    if (last.data === undefined) return;
    const reported = storage.get<Reported>(STORAGE_KEYS.lastDepositDate);
    const decision = conversionToReport(last.data, reported);
    if (!decision) return;
    const { deposit, fire } = decision;
    storage.set<Reported>(STORAGE_KEYS.lastDepositDate, {
      transactionId: deposit.transactionId,
      date: deposit.createdAt,
    });
    if (!fire) return;
    analytics.track({
      event: 'deposit_conversion',
      transactionId: deposit.transactionId,
      amount: deposit.amount,
      currency: 'BRL',
    });
  }, [last.data]);
}
