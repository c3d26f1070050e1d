import { TIMELINE_MAX_CHANCES, TIMELINE_MAX_ENTRIES } from '@placar/contract';
import type { Generated } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { TimelineRecord } from './events.timeline';

/** The match trackers' history SQL (table sb_event_timeline: one row per entry or chance point). */
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

const table = (db: Db) => db.withTables<TimelineTables>();
const rowsOf = (db: Db, id: string) => table(db).selectFrom('sb_event_timeline').where('event_id', '=', id);

/** Drops the rows recorded before `ts` (feed ms). */
export async function deleteTimelineBefore(db: Db, ts: number): Promise<void> {
  await table(db).deleteFrom('sb_event_timeline').where('ts', '<', ts).execute();
}

/** What a match's track starts again from: its last score, period and main market stop or reopening. */
export async function readTrackRows(db: Db, id: string) {
  const rows = rowsOf(db, id);
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
  return { scored, period, stop };
}

export async function insertTimelineRecords(db: Db, id: string, records: TimelineRecord[]): Promise<void> {
  await table(db)
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

/** A match's newest entries (newest first) and chance points (newest first), as many as the answer shows. */
export async function readTimelineRows(db: Db, id: string) {
  const rows = rowsOf(db, id);
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
  return { entries, chances };
}
