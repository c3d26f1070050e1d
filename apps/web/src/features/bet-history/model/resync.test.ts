import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BET_HISTORY_KEY } from '../../betting';
import { walletTotalsQuery } from '../../wallet';
import { resyncBetHistory } from './resync';

describe('resyncBetHistory', () => {
  it('marks every bet history page and the balance stale, leaving other queries alone', async () => {
    const client = new QueryClient();
    client.setQueryData([...BET_HISTORY_KEY, { status: 0, page: 1 }], { results: [] });
    client.setQueryData([...BET_HISTORY_KEY, { status: 0, page: 2 }], { results: [] });
    client.setQueryData(walletTotalsQuery.queryKey, {
      real: 1,
      bonus: 0,
      reservedForWithdrawal: 0,
      inPlay: 0,
      total: 1,
    });
    client.setQueryData(['sb', 'match', 'sr:match:1'], {});
    await resyncBetHistory(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale([...BET_HISTORY_KEY, { status: 0, page: 1 }])).toBe(true);
    expect(stale([...BET_HISTORY_KEY, { status: 0, page: 2 }])).toBe(true);
    expect(stale(walletTotalsQuery.queryKey)).toBe(true);
    expect(stale(['sb', 'match', 'sr:match:1'])).toBe(false);
  });
});
