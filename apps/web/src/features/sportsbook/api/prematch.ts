import type { TMatch } from '@placar/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { adminQuery, sbKeys } from './keys';
import { seedMatches } from './seed-matches';

/** GET /fb/prematch/{sportId}: upcoming matches of a sport with principal markets. */
export const prematchQuery = (sportId: string, admin: boolean) =>
  queryOptions({
    queryKey: sbKeys.prematch(sportId, admin),
    queryFn: async ({ client, signal }) =>
      seedMatches(
        client,
        await api.get<TMatch[]>(`/fb/prematch/${encodeURIComponent(sportId)}${adminQuery(admin)}`, {
          signal,
        }),
      ),
    staleTime: 60_000,
  });
