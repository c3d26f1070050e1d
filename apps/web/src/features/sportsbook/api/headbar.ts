import type { THeaderItem } from '@placar/contract';
import { fbApi, sidebarApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { sbKeys } from './keys';

/** GET /fb/headbar, falling back to GET /api/SidebarSport/v3/home/headbar (seed 001 section 7). */
export const headbarQuery = queryOptions({
  queryKey: sbKeys.headbar,
  queryFn: async ({ signal }): Promise<THeaderItem[]> => {
    try {
      return await api.call(fbApi.headbar, {}, { signal });
    } catch (error) {
      if (signal.aborted) throw error;
      return api.call(sidebarApi.headbar, {}, { signal });
    }
  },
  staleTime: 60_000,
});
