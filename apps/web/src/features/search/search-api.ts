import type { TSearchResult } from '@placar/contract';
import { catalogueApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { type ListItem, sbKeys, seedMatches } from '../sportsbook';

export const SEARCH_TYPES = ['all', 'teams', 'tournaments', 'events'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_MIN_CHARS = 2;

export type SearchResult = Omit<TSearchResult, 'events'> & { events: ListItem[] };

/** GET /api/SportBook/v1/search/{type}?query=: teams, tournaments and events by name. */
export const searchQuery = (type: SearchType, text: string) =>
  queryOptions({
    queryKey: sbKeys.search(type, text),
    queryFn: async ({ client, signal }): Promise<SearchResult> => {
      const answer = await api.call(
        catalogueApi.search,
        { params: { type }, query: { query: text } },
        { signal },
      );
      return { ...answer, events: seedMatches(client, answer.events) };
    },
    staleTime: 30_000,
    enabled: text.trim().length >= SEARCH_MIN_CHARS,
  });
