import { DEPOSIT_CONVERSION_MIN, DEPOSIT_POLL_MS, type TLastDepositDetail } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isAuthenticated, useSession } from '../../../lib/session';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { lastDepositDetailQuery } from '../api/pix-api';
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

/** Polls the last deposit every 5 s while signed in and fires the deposit conversion once per deposit. */
export function useDepositConversion() {
  const signedIn = useSession(isAuthenticated);
  const last = useQuery({ ...lastDepositDetailQuery, enabled: signedIn, refetchInterval: DEPOSIT_POLL_MS });
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
