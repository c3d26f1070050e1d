import type { TMatch } from '@placar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { mergeMatch, type SbMatch, toEntry } from '../cache/match-entry';
import { sbKeys } from './keys';

/** What a list keeps of each match: enough to group and order rows; the rest is in the match entry. */
export type ListItem = {
  id: string;
  sportId: string;
  tournamentId: string;
  tournamentName: string;
  categoryName: string;
  scheduleTime: string;
  status: number;
};

export function toListItem(m: TMatch): ListItem {
  return {
    id: m.id,
    sportId: m.sportId,
    tournamentId: m.tournamentId,
    tournamentName: m.tournamentName,
    categoryName: m.categoryName,
    scheduleTime: m.scheduleTime,
    status: m.status,
  };
}

/** Writes every match of an answer into its own cache entry and answers the list's rows. */
export function seedMatches(
  client: QueryClient,
  matches: TMatch[],
  detail = false,
  now = Date.now(),
): ListItem[] {
  for (const m of matches) {
    client.setQueryData<SbMatch>(sbKeys.match(m.id), (prev) => mergeMatch(prev, toEntry(m, detail, now)));
  }
  return matches.map(toListItem);
}
