import type { TPrincipalTournamentEvents } from '@placar/contract';
import { catalogueApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { adminModeQuery } from './fixture';
import { sbKeys } from './keys';
import { type ListItem, seedMatches } from './seed-matches';

/** A principal tournament as the list keeps it: its matches are in their own cache entries. */
export type PrincipalTournamentRows = Omit<TPrincipalTournamentEvents, 'events'> & { events: ListItem[] };

/** GET /api/PrincipalTournaments/v1/GetEventsByPrincipalTournaments: the highlighted tournaments. */
export const principalTournamentsQuery = (admin: boolean, tournamentToShow = 10, forwardDays = 2) =>
  queryOptions({
    queryKey: sbKeys.principal(admin),
    queryFn: async ({ client, signal }): Promise<PrincipalTournamentRows[]> => {
      const answer = await api.call(
        catalogueApi.principalTournaments,
        { query: { tournamentToShow, forwardDays, ...adminModeQuery(admin) } },
        { signal },
      );
      return answer.map((t) => ({ ...t, events: seedMatches(client, t.events) }));
    },
    staleTime: 120_000,
  });
