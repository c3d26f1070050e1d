import { switchApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { sbKeys } from './keys';

/** Seed 001 section 4: the feed switch is polled every 60 s. */
export const SWITCH_POLL_MS = 60_000;

/**
 * GET /api/providerswitch: show/replace per event id. Admin mode uses it to mark the events the
 * switch hides; a failed poll is logged and skipped (the last map stays).
 */
export const switchMapQuery = queryOptions({
  queryKey: sbKeys.switchMap,
  queryFn: async ({ signal }) => {
    try {
      return await api.call(switchApi.map, {}, { signal });
    } catch (error) {
      console.warn('[sportsbook] feed switch poll failed', error);
      throw error;
    }
  },
  refetchInterval: SWITCH_POLL_MS,
  staleTime: SWITCH_POLL_MS,
});
