import { isLiveStatus, type TStreamEnvelope, type TStreamEvent } from '@placar/contract';
import { safeToken } from '../../../platform/bus';
import type { Platform } from '../../../platform/context';
import { invalidateFeedState } from '../feed-state-cache';
import type { EventMeta } from './event-meta';

export type FeedSubjectKind = 'odds' | 'fixture' | 'betstop' | 'livetime' | 'settlement' | 'cancel' | 'match';

/** Publishes one feed change as a `TStreamEnvelope` on `feed.<kind>.<eventId>`. */
export function publishEventChange(
  platform: Platform,
  kind: FeedSubjectKind,
  event: TStreamEvent,
  meta: EventMeta,
  ts: number,
  payload: unknown,
  mode?: 0 | 1,
) {
  const envelope: TStreamEnvelope = {
    event,
    ts,
    matchId: meta.id,
    sportId: meta.sportId,
    tournamentId: meta.tournamentId,
    ...(meta.eventType === 'season'
      ? { seasonId: meta.id }
      : meta.parentId
        ? { seasonId: meta.parentId }
        : {}),
    mode: mode ?? (isLiveStatus(meta.status) ? 1 : 0),
    payload,
  };
  invalidateFeedState(platform, meta.id);
  platform.bus.publish(`feed.${kind}.${safeToken(meta.id)}`, envelope);
}
