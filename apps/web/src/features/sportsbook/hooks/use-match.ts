import { useQuery } from '@tanstack/react-query';
import { fetchMatchEntry } from '../api/fixture';
import { sbKeys } from '../api/keys';
import type { SbMatch } from '../cache/match-entry';

/**
 * Reads a slice of one cached match. The component re-renders only when the slice changes (the
 * query's structural sharing keeps equal slices identical), so an odds move wakes only the button
 * that shows it. Pass a stable `select` (module-level or memoised).
 */
export function useMatchSlice<T>(id: string, select: (m: SbMatch) => T): T | undefined {
  return useQuery({
    queryKey: sbKeys.match(id),
    queryFn: fetchMatchEntry,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    select,
  }).data;
}
