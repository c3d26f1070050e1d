import {
  isLiveStatus,
  TIMELINE_MAX_CHANCES,
  TIMELINE_MAX_ENTRIES,
  type TMatchTimeline,
  type TStreamEnvelope,
  type TTimelineEntry,
} from '@placar/contract';
import type { Generated } from 'kysely';
import type { Platform } from '../../platform/context';
import { loadEvents } from '../feed';
import { initialTrack, stepTrack, type TimelineRecord, type TrackState } from './events.timeline';

type TimelineTables = {
  sb_event_timeline: {
    event_id: string;
    seq: Generated<number>;
    ts: number;
    kind: string;
    clock_seconds: number | null;
    side: string | null;
    home_score: number | null;
    away_score: number | null;
    text: Generated<string>;
    chance_home: number | null;
    chance_draw: number | null;
    chance_away: number | null;
  };
};

const db = (platform: Platform) => platform.db.withTables<TimelineTables>();
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
    if (records.length > 0) await insertRecords(platform, id, records);
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
    db(platform)
      .deleteFrom('sb_event_timeline')
      .where('ts', '<', now() - TIMELINE_KEEP_MS)
      .execute()
      .catch((err: unknown) => platform.log.warn({ err }, 'match timeline: prune failed'));
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
  const rows = db(platform).selectFrom('sb_event_timeline').where('event_id', '=', id);
  const [scored, period, stop] = await Promise.all([
    rows
      .select(['home_score', 'away_score'])
      .where('kind', '!=', 'chances')
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst(),
    rows.select('text').where('kind', '=', 'period').orderBy('seq', 'desc').limit(1).executeTakeFirst(),
    rows
      .select('kind')
      .where('kind', 'in', ['suspended', 'reopened'])
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
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

async function insertRecords(platform: Platform, id: string, records: TimelineRecord[]) {
  await db(platform)
    .insertInto('sb_event_timeline')
    .values(
      records.map((r) =>
        r.kind === 'chances'
          ? {
              event_id: id,
              ts: r.ts,
              kind: r.kind,
              clock_seconds: null,
              side: null,
              home_score: null,
              away_score: null,
              chance_home: r.home,
              chance_draw: r.draw,
              chance_away: r.away,
            }
          : {
              event_id: id,
              ts: r.ts,
              kind: r.kind,
              clock_seconds: r.clock,
              side: r.side,
              home_score: r.homeScore,
              away_score: r.awayScore,
              text: r.text,
              chance_home: null,
              chance_draw: null,
              chance_away: null,
            },
      ),
    )
    .execute();
}

/** The stored history of a match: newest entries first, chance points oldest first. */
export async function readTimeline(platform: Platform, id: string): Promise<TMatchTimeline> {
  const rows = db(platform).selectFrom('sb_event_timeline').where('event_id', '=', id);
  const [entries, chances] = await Promise.all([
    rows
      .select(['ts', 'clock_seconds', 'kind', 'side', 'home_score', 'away_score', 'text'])
      .where('kind', '!=', 'chances')
      .orderBy('seq', 'desc')
      .limit(TIMELINE_MAX_ENTRIES)
      .execute(),
    rows
      .select(['ts', 'chance_home', 'chance_draw', 'chance_away'])
      .where('kind', '=', 'chances')
      .orderBy('seq', 'desc')
      .limit(TIMELINE_MAX_CHANCES)
      .execute(),
  ]);
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
