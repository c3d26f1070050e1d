import type { TMatch } from '@placar/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { adminQuery, sbKeys } from './keys';
import { type ListItem, seedMatches } from './seed-matches';

type Answer = {
  tournamentId: string;
  tournamentName: string;
  sportId: string;
  categoryName: string;
  allowCashout: boolean;
  events: TMatch[];
};
export type PrincipalTournament = Omit<Answer, 'events'> & { events: ListItem[] };

/** GET /api/PrincipalTournaments/v1/GetEventsByPrincipalTournaments: the highlighted tournaments. */
export const principalTournamentsQuery = (admin: boolean, tournamentToShow = 10, forwardDays = 2) =>
  queryOptions({
    queryKey: sbKeys.principal(admin),
    queryFn: async ({ client, signal }): Promise<PrincipalTournament[]> => {
      const answer = await api.get<Answer[]>(
        `/api/PrincipalTournaments/v1/GetEventsByPrincipalTournaments?tournamentToShow=${tournamentToShow}&forwardDays=${forwardDays}${adminQuery(admin, '&')}`,
        { signal },
      );
      return answer.map((t) => ({ ...t, events: seedMatches(client, t.events) }));
    },
    staleTime: 120_000,
  });
