import { fbApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { adminModeQuery } from './fixture';
import { type DeviceType, sbKeys } from './keys';
import { seedMatches } from './seed-matches';

/**
 * GET /fb/live-matches?deviceType=Mobile|Desktop&d=timestamp: the live list (Mobile carries the
 * main market only, Desktop the principal ones). Kept fresh by the stream, not by refetching.
 */
export const liveMatchesQuery = (device: DeviceType, admin: boolean) =>
  queryOptions({
    queryKey: sbKeys.live(device, admin),
    queryFn: async ({ client, signal }) => {
      const list = await api.call(
        fbApi.liveMatches,
        { query: { deviceType: device, d: Date.now(), ...adminModeQuery(admin) } },
        { signal },
      );
      return seedMatches(client, list);
    },
    staleTime: 60_000,
  });

/** Phones get the light list (main market only). */
export function currentDevice(): DeviceType {
  return typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches
    ? 'Desktop'
    : 'Mobile';
}
