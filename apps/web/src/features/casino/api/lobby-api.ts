import { CASINO_PAGE_SIZE, type TCasinoCategory, type TCasinoFilter } from '@placar/contract';
import { casinoApi } from '@placar/contract/routes.gen';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { useSession } from '../../../lib/session';
import { casinoKeys } from './keys';

/** The signed-in player's id (null for guests): lobby answers carry isFavorite per player. */
export function useCasinoUserId(): number | null {
  return useSession((s) => (s.token && s.user ? s.user.id : null));
}

/** GET /api/Casino/Lobby: filters, categories, providers, one rail per category, top games. */
export const lobbyQuery = (userId: number | null) =>
  queryOptions({
    queryKey: casinoKeys.lobby(userId),
    queryFn: ({ signal }) => api.call(casinoApi.lobby, {}, { signal }),
    staleTime: 60_000,
  });

export function useLobby() {
  return useQuery(lobbyQuery(useCasinoUserId()));
}

export type GamesFilter = {
  category?: TCasinoCategory;
  filter?: TCasinoFilter;
  provider?: string;
  pageNumber: number;
};

/** GET /api/Casino/Games: one page of CASINO_PAGE_SIZE.category tiles of a category, filter or provider. */
export function useGamesPage(q: GamesFilter, enabled = true) {
  const userId = useCasinoUserId();
  return useQuery({
    queryKey: casinoKeys.games(userId, q),
    queryFn: ({ signal }) =>
      api.call(casinoApi.games, { query: { ...q, pageSize: CASINO_PAGE_SIZE.category } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

/** GET /api/Casino/Games/Search: CASINO_PAGE_SIZE.search results per page (at least 2 characters). */
export function useGameSearch(term: string, pageNumber: number) {
  const userId = useCasinoUserId();
  return useQuery({
    queryKey: casinoKeys.search(userId, term, pageNumber),
    queryFn: ({ signal }) =>
      api.call(
        casinoApi.search,
        { query: { term, pageNumber, pageSize: CASINO_PAGE_SIZE.search } },
        { signal },
      ),
    enabled: term.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /api/Casino/Games/{gameId}: one game with its rules and bet limits. */
export function useGameDetail(gameId: string) {
  const userId = useCasinoUserId();
  return useQuery({
    queryKey: casinoKeys.game(gameId, userId),
    queryFn: ({ signal }) => api.call(casinoApi.game, { params: { gameId } }, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}
