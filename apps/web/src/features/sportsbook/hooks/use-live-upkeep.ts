import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchFixtureStatus } from '../api/fixture';
import { sbKeys } from '../api/keys';
import type { ListItem } from '../api/seed-matches';
import { dropAfterCheck, STALE_CHECK_EVERY_MS, staleIds, tooOld } from '../cache/live-upkeep';
import type { SbMatch } from '../cache/match-entry';
import { lastUpdated, removeFromLists } from '../cache/stream-writer';

/**
 * Keeps a live list honest while it is shown: every 180 s, matches silent for 150 s are checked
 * against the fixture status and removed when no longer live (or their coverage changed); live
 * matches that started over 5 hours ago are dropped.
 */
export function useLiveListUpkeep(listKey: QueryKey) {
  const client = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key
  useEffect(() => {
    const run = async () => {
      const state = client.getQueryState<ListItem[]>(listKey);
      const items = state?.data;
      if (!items) return;
      const now = Date.now();
      for (const id of tooOld(items, now)) removeFromLists(client, id, [sbKeys.liveAll]);
      const stale = staleIds(items, lastUpdated, state.dataUpdatedAt, now);
      await Promise.all(
        stale.map(async (id) => {
          try {
            const check = await fetchFixtureStatus(id);
            const known = client.getQueryData<SbMatch>(sbKeys.match(id));
            if (dropAfterCheck(check, known)) removeFromLists(client, id, [sbKeys.liveAll]);
            else lastUpdated.set(id, now);
          } catch {
            // a failed check keeps the match; the next round tries again
          }
        }),
      );
    };
    const timer = setInterval(() => void run(), STALE_CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [client, JSON.stringify(listKey)]);
}
