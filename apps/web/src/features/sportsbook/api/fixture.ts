import type { RouteAnswer, TMatch } from '@placar/contract';
import { sportsbookEventsApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type SbMatch, toEntry } from '../cache/match-entry';
import { adminModeActive } from '../stores/admin-mode';
import { sbKeys } from './keys';

/** The version of the event calls that serves an id: v2 for the second provider's bg: ids. */
export const eventVersion = (id: string) => (id.startsWith('bg:') ? 'V2' : 'V1');

/** The list query of an admin-mode call (role 1 also sees hidden events); nothing otherwise. */
export const adminModeQuery = (admin: boolean) => ({ adminMode: admin ? ('true' as const) : undefined });

/** GET /api/EventFixture/v1/GetFixtureDetail/{id} (v2 for bg: ids): a match with every market. */
export function fetchFixtureDetail(id: string, admin: boolean, signal?: AbortSignal): Promise<TMatch> {
  return api.call(
    sportsbookEventsApi[`fixtureDetail${eventVersion(id)}`],
    { params: { id }, query: adminModeQuery(admin) },
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

export type FixtureStatus = RouteAnswer<typeof sportsbookEventsApi.fixtureStatus>;

/** GET /api/EventFixture/v1/GetFixtureStatusFromApi/{id}: the fixture check of the live list upkeep. */
export function fetchFixtureStatus(id: string): Promise<FixtureStatus> {
  return api.call(sportsbookEventsApi.fixtureStatus, { params: { id } });
}
