import type { TMatchTimeline } from '@placar/contract';
import { sportsbookEventsApi } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { Timeline, TimelineEntry } from '../cache/timeline';
import { adminModeActive } from '../stores/admin-mode';
import { adminModeQuery, eventVersion } from './fixture';
import { sbKeys } from './keys';

/** The server's history in the tracker's shape (entries newest first, chances oldest first). */
export function fromServer(t: TMatchTimeline): Timeline {
  return {
    entries: t.entries.map((e) => ({ at: e.ts, clock: e.clock, kind: e.kind, side: e.side, text: e.text })),
    chances: t.chances.map((c) => ({ at: c.ts, home: c.home, draw: c.draw, away: c.away })),
    history: true,
  };
}

const sameEntry = (a: TimelineEntry, b: TimelineEntry) =>
  a.kind === b.kind && a.side === b.side && a.text === b.text && Math.abs(a.at - b.at) < 30_000;

/**
 * The history, plus what the stream added while it was being fetched (entries and points the page
 * saw since `since`, the moment the request left), without telling the same thing twice.
 */
export function mergeHistory(history: Timeline, live: Timeline | undefined, since: number): Timeline {
  if (!live) return history;
  const newer = live.entries.filter((e) => e.at >= since && !history.entries.some((h) => sameEntry(h, e)));
  const lastPoint = history.chances[history.chances.length - 1]?.at ?? Number.NEGATIVE_INFINITY;
  const points = live.chances.filter((c) => c.at >= since && c.at > lastPoint);
  if (newer.length === 0 && points.length === 0) return history;
  return { ...history, entries: [...newer, ...history.entries], chances: [...history.chances, ...points] };
}

/**
 * GET /api/EventFixture/v1/GetMatchTimeline/{id} (v2 for bg: ids): what the match tracker shows of
 * the match so far; the stream extends it afterwards (cache/stream-writer.ts).
 */
export const matchTimelineQuery = (id: string) =>
  queryOptions({
    queryKey: sbKeys.timeline(id),
    queryFn: async ({ client, signal }): Promise<Timeline> => {
      const since = Date.now();
      const t = await api.call(
        sportsbookEventsApi[`matchTimeline${eventVersion(id)}`],
        { params: { id }, query: adminModeQuery(adminModeActive()) },
        { signal },
      );
      return mergeHistory(fromServer(t), client.getQueryData<Timeline>(sbKeys.timeline(id)), since);
    },
    // the stream may have started a timeline before the history came: that one is fetched still
    staleTime: (q) => (q.state.data?.history ? Number.POSITIVE_INFINITY : 0),
    gcTime: 10 * 60_000,
  });
