import { catalogueApi, sportsbookEventsApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { adminModeQuery } from './fixture';
import { sbKeys } from './keys';
import { seedMatches } from './seed-matches';

/** GET /api/EventFixture/v2/GetEventsByTournament/{id}: live then upcoming events of a tournament. */
export const tournamentEventsQuery = (id: string, admin: boolean) =>
  queryOptions({
    queryKey: sbKeys.tournament(id, admin),
    queryFn: async ({ client, signal }) =>
      seedMatches(
        client,
        await api.call(
          sportsbookEventsApi.eventsByTournament,
          { params: { id }, query: adminModeQuery(admin) },
          { signal },
        ),
      ),
    staleTime: 60_000,
  });

/** GET /api/SportBook/v3/catalog/tournamentname/{id} (v2 for ids that are not sr:). */
export const tournamentNameQuery = (id: string) =>
  queryOptions({
    queryKey: sbKeys.tournamentName(id),
    queryFn: ({ signal }) =>
      api.call(
        id.startsWith('sr:') ? catalogueApi.tournamentNameV3 : catalogueApi.tournamentNameV2,
        { params: { id } },
        { signal },
      ),
    staleTime: 10 * 60_000,
  });
