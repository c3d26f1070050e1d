import { fbApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { adminModeQuery } from './fixture';
import { sbKeys } from './keys';
import { seedMatches } from './seed-matches';

/** GET /fb/prematch/{sportId}: upcoming matches of a sport with principal markets. */
export const prematchQuery = (sportId: string, admin: boolean) =>
  queryOptions({
    queryKey: sbKeys.prematch(sportId, admin),
    queryFn: async ({ client, signal }) =>
      seedMatches(
        client,
        await api.call(fbApi.prematch, { params: { id: sportId }, query: adminModeQuery(admin) }, { signal }),
      ),
    staleTime: 60_000,
  });
