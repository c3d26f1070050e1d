import type { TMatch } from '@placar/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type SbMatch, toEntry } from '../cache/match-entry';
import { adminModeActive } from '../stores/admin-mode';
import { adminQuery, sbKeys } from './keys';

/** GET /api/EventFixture/v1/GetFixtureDetail/{id} (v2 for bg: ids): a match with every market. */
export function fetchFixtureDetail(id: string, admin: boolean, signal?: AbortSignal): Promise<TMatch> {
  const version = id.startsWith('bg:') ? 'v2' : 'v1';
  return api.get<TMatch>(
    `/api/EventFixture/${version}/GetFixtureDetail/${encodeURIComponent(id)}${adminQuery(admin)}`,
    { signal },
  );
}

/**
 * The match entry itself. Rows read it as lists seeded it; the event page needs every market, so an
 * entry without them counts as stale there.
 */
export const matchDetailQuery = (id: string) =>
  queryOptions({
    queryKey: sbKeys.match(id),
    queryFn: fetchMatchEntry,
    staleTime: (q) => (q.state.data?.detail ? 60_000 : 0),
    gcTime: 10 * 60_000,
  });

/** The one fetcher of match entries (every observer of an entry shares it). */
export async function fetchMatchEntry({
  queryKey,
  signal,
}: {
  queryKey: readonly unknown[];
  signal: AbortSignal;
}): Promise<SbMatch> {
  const id = String(queryKey[2]);
  return toEntry(await fetchFixtureDetail(id, adminModeActive(), signal), true, Date.now());
}

export type FixtureStatus = {
  id: string;
  status: number;
  matchStatusDescription: string;
  isLive: boolean;
  bookingStatus: string;
  scheduleTime: string;
};

/** GET /api/EventFixture/v1/GetFixtureStatusFromApi/{id}: the fixture check of the live list upkeep. */
export function fetchFixtureStatus(id: string): Promise<FixtureStatus> {
  return api.get<FixtureStatus>(`/api/EventFixture/v1/GetFixtureStatusFromApi/${encodeURIComponent(id)}`);
}
