import { defaultFlags, type TFlags } from '@placar/contract';
import { flagsApi } from '@placar/contract/routes.gen';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../lib/api/client';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { startFlagsRefresher } from './flags-refresher';
import { getFlagOverrides, mergeFlags } from './overrides';

/** Fetches the flags host's index, merges local overrides and keeps the last answer in local storage. */
export async function fetchFlags(): Promise<TFlags> {
  const { value } = await api.call(flagsApi.read, { params: { file: 'index.json' } });
  // index.json answers the record of every flag; a single flag's file never comes here
  const merged = mergeFlags(defaultFlags(), typeof value === 'object' ? value : {}, getFlagOverrides());
  storage.set(STORAGE_KEYS.flags, merged);
  return merged;
}

export const flagsQuery = queryOptions({
  queryKey: ['flags'],
  queryFn: () => fetchFlags(),
  // Refreshes are driven by useFlagsRefresh (poll, route change, visibility), not by staleness.
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The merged flags. Until the first answer, the last stored ones (or the defaults) are shown and
 * `isLoaded` is false (guards wait for it).
 */
export function useFlags() {
  const q = useQuery(flagsQuery);
  const fallback = () =>
    mergeFlags(defaultFlags(), storage.get<TFlags>(STORAGE_KEYS.flags) ?? {}, getFlagOverrides());
  return { flags: q.data ?? fallback(), isLoaded: q.isSuccess || q.isError };
}

/** Mounted once in the shell: refreshes the flags every 2 min, on route change and on tab return. */
export function useFlagsRefresh() {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const refresher = useRef<ReturnType<typeof startFlagsRefresher> | null>(null);
  useEffect(() => {
    const r = startFlagsRefresher(() => void client.refetchQueries({ queryKey: flagsQuery.queryKey }));
    refresher.current = r;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') r.onVisible();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      r.stop();
      refresher.current = null;
    };
  }, [client]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => {
    refresher.current?.onRouteChange();
  }, [pathname]);
}
