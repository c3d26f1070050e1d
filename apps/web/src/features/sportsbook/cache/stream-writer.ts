import type {
  TFeedBetStopPayload,
  TFeedFixturePayload,
  TFeedLiveTimePayload,
  TFeedOddsPayload,
} from '@placar/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { StreamMessage } from '../../../lib/stream';
import { sbKeys } from '../api/keys';
import type { ListItem } from '../api/seed-matches';
import { applyBetStop, applyFixture, applyLiveTime, applyOdds } from './apply-feed';
import { FINISHED_STATUSES, LIVE_STATUSES, type SbMatch } from './match-entry';
import { EMPTY_TIMELINE, extendTimeline, type Timeline } from './timeline';

/** When each match last heard from the feed (client ms): the live list upkeep reads it. */
export const lastUpdated = new Map<string, number>();

/**
 * Writes one stream message into the query cache: the match entry it names, and the membership of
 * the lists (a match that ends leaves the live list; one that starts makes the live list reload).
 * Messages for matches no screen holds are ignored.
 */
export function writeStreamMessage(client: QueryClient, message: StreamMessage, now = Date.now()) {
  const id = message.matchId;
  if (!id) {
    if (message.event === 'switch-event') refreshLists(client);
    return;
  }
  lastUpdated.set(id, now);
  const key = sbKeys.match(id);
  const update = (fn: (m: SbMatch) => SbMatch) => {
    const before = client.getQueryData<SbMatch>(key);
    if (!before) return;
    const after = fn(before);
    if (after === before) return;
    client.setQueryData<SbMatch>(key, after);
    // the event page's tracker: only matches shown in full keep a timeline
    if (after.detail) {
      client.setQueryData<Timeline>(sbKeys.timeline(id), (t) =>
        extendTimeline(t ?? EMPTY_TIMELINE, before, after, now),
      );
    }
  };
  switch (message.event) {
    case 'odds-update':
      update((m) => applyOdds(m, message.payload as TFeedOddsPayload));
      return;
    case 'bet-stop':
      update((m) => applyBetStop(m, message.payload as TFeedBetStopPayload));
      return;
    case 'event-live-time': {
      const payload = message.payload as TFeedLiveTimePayload;
      update((m) => applyLiveTime(m, payload, now));
      followStatus(client, id, payload.status);
      return;
    }
    case 'fixture': {
      const payload = message.payload as TFeedFixturePayload;
      update((m) => applyFixture(m, payload));
      followStatus(client, id, payload.status, payload.change === 'coverage');
      return;
    }
    case 'switch-event':
      refreshLists(client);
      return;
    default:
      return;
  }
}

function followStatus(client: QueryClient, id: string, status: number, coverageChanged = false) {
  if (FINISHED_STATUSES.has(status) || coverageChanged) {
    removeFromLists(client, id, [sbKeys.liveAll, sbKeys.prematchAll]);
    return;
  }
  if (LIVE_STATUSES.has(status)) {
    removeFromLists(client, id, [sbKeys.prematchAll]);
    const lists = client.getQueriesData<ListItem[]>({ queryKey: sbKeys.liveAll });
    if (lists.some(([, items]) => items && !items.some((i) => i.id === id))) scheduleLiveReload(client);
  }
}

export function removeFromLists(client: QueryClient, id: string, keys: ReadonlyArray<readonly string[]>) {
  for (const queryKey of keys) {
    client.setQueriesData<ListItem[]>({ queryKey }, (items) =>
      items?.some((i) => i.id === id) ? items.filter((i) => i.id !== id) : items,
    );
  }
}

/** Several matches starting at once make one reload. */
const RELOAD_DELAY_MS = 3_000;
let reloadTimer: ReturnType<typeof setTimeout> | null = null;
function scheduleLiveReload(client: QueryClient) {
  if (reloadTimer) return;
  reloadTimer = setTimeout(() => {
    reloadTimer = null;
    void client.invalidateQueries({ queryKey: sbKeys.liveAll });
  }, RELOAD_DELAY_MS);
}

let switchTimer: ReturnType<typeof setTimeout> | null = null;
function refreshLists(client: QueryClient) {
  if (switchTimer) return;
  switchTimer = setTimeout(() => {
    switchTimer = null;
    void client.invalidateQueries({ queryKey: sbKeys.all, predicate: (q) => q.queryKey[1] !== 'match' });
  }, RELOAD_DELAY_MS);
}
