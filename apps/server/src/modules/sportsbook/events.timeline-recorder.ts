import {
  isLiveStatus,
  type TMatchTimeline,
  type TStreamEnvelope,
  type TTimelineEntry,
} from '@placar/contract';
import type { Platform } from '../../platform/context';
import { loadEvents } from '../feed';
import { initialTrack, stepTrack, type TrackState } from './events.timeline';
import {
  deleteTimelineBefore,
  insertTimelineRecords,
  readTimelineRows,
  readTrackRows,
} from './events.timeline.repository';

const FOLLOWED = /^feed\.(livetime|betstop|odds)\./;
/** Rows older than this are pruned (checked every hour): a match's history outlives it by days. */
export const TIMELINE_KEEP_MS = 3 * 24 * 3_600_000;
const MAX_TRACKS = 5_000;

/**
 * Records the match tracker's history from the feed messages on the bus (one node of a deployment
 * runs it: see the sportsbook module's start). Messages of one match are handled in order; the state
 * of a match comes back from its stored rows after a restart.
 */
export function startTimelineRecorder(platform: Platform, now = () => Date.now()): () => Promise<void> {
  const tracks = new Map<string, TrackState | null>();
  const queues = new Map<string, Promise<void>>();
  const handle = async (env: TStreamEnvelope & { matchId: string }) => {
    const id = env.matchId;
    let state = tracks.get(id);
    if (state === undefined) {
      state = await loadTrack(platform, id);
      if (tracks.size >= MAX_TRACKS) tracks.delete(tracks.keys().next().value as string);
      tracks.set(id, state);
    }
    if (!state) return; // not a match (stages, seasons) or unknown
    const { state: next, records } = stepTrack(state, env);
    tracks.set(id, next);
    if (records.length > 0) await insertTimelineRecords(platform.db, id, records);
    const status = (env.payload as { status?: number } | null)?.status;
    if (env.event === 'event-live-time' && status !== undefined && !isLiveStatus(status)) tracks.delete(id);
  };
  const unsubscribe = platform.bus.subscribe<TStreamEnvelope>('feed.>', ({ subject, data }) => {
    const id = data?.matchId;
    if (!id || !FOLLOWED.test(subject)) return;
    const run = (queues.get(id) ?? Promise.resolve())
      .then(() => handle({ ...data, matchId: id }))
      .catch((err: unknown) =>
        platform.log.warn({ err, matchId: id }, 'match timeline: message not recorded'),
      );
    queues.set(id, run);
    void run.then(() => {
      if (queues.get(id) === run) queues.delete(id);
    });
  });
  const prune = () =>
    deleteTimelineBefore(platform.db, now() - TIMELINE_KEEP_MS).catch((err: unknown) =>
      platform.log.warn({ err }, 'match timeline: prune failed'),
    );
  void prune();
  const timer = setInterval(prune, 3_600_000);
  timer.unref?.();
  return async () => {
    unsubscribe();
    clearInterval(timer);
    await Promise.allSettled([...queues.values()]);
  };
}

async function loadTrack(platform: Platform, id: string): Promise<TrackState | null> {
  const [event] = await loadEvents(platform, [id]);
  if (event?.event_type !== 'match') return null;
  const { scored, period, stop } = await readTrackRows(platform.db, id);
  return initialTrack(
    { sportId: event.sport_id, home: event.home_name, away: event.away_name, clockRate: event.clock_rate },
    {
      homeScore: scored?.home_score ?? null,
      awayScore: scored?.away_score ?? null,
      period: period?.text ?? null,
      mainOpen: stop ? stop.kind === 'reopened' : null,
    },
  );
}

/** The stored history of a match: newest entries first, chance points oldest first. */
export async function readTimeline(platform: Platform, id: string): Promise<TMatchTimeline> {
  const { entries, chances } = await readTimelineRows(platform.db, id);
  return {
    matchId: id,
    entries: entries.map((r) => ({
      ts: Number(r.ts),
      clock: r.clock_seconds,
      kind: r.kind as TTimelineEntry['kind'],
      side: r.side === 'home' || r.side === 'away' ? r.side : null,
      homeScore: r.home_score,
      awayScore: r.away_score,
      text: r.text,
    })),
    chances: chances.reverse().map((r) => ({
      ts: Number(r.ts),
      home: r.chance_home ?? 0,
      draw: r.chance_draw ?? 0,
      away: r.chance_away ?? 0,
    })),
  };
}
