import {
  type TChancePoint,
  type TFeedBetStopPayload,
  type TFeedLiveTimePayload,
  type TFeedOddsPayload,
  TIMELINE_CHANCE_EVERY_MS,
  type TLiveClock,
  type TMarket,
  type TStreamEnvelope,
  type TTimelineEntry,
} from '@placar/contract';
import { principalMarketIds } from './match-view';

/**
 * What the match tracker's history remembers of one match while the recorder follows it, and how a
 * feed message moves it on: score changes become 'score' entries, period texts 'period' entries, a
 * bet stop or suspension of the main market 'suspended', its reopening 'reopened', and the main
 * market's fair probabilities chance points (at most one every TIMELINE_CHANCE_EVERY_MS of feed time,
 * unless the score changed). Pure: the recorder (events.timeline-recorder.ts) stores what it answers.
 */
export type TrackState = {
  sportId: string;
  home: string;
  away: string;
  /** simulated seconds per real second of the event's clock (feed_events.clock_rate) */
  clockRate: number;
  homeScore: number | null;
  awayScore: number | null;
  period: string | null;
  /** whether the main market is open; null until a message says */
  mainOpen: boolean | null;
  chances: Omit<TChancePoint, 'ts'> | null;
  chanceTs: number;
  clock: TLiveClock | null;
  clockTs: number;
};

export type TimelineRecord =
  | ({ kind: TTimelineEntry['kind'] } & Omit<TTimelineEntry, 'kind'>)
  | ({ kind: 'chances' } & TChancePoint);

export function initialTrack(
  event: { sportId: string; home: string; away: string; clockRate: number },
  last?: Partial<Pick<TrackState, 'homeScore' | 'awayScore' | 'period' | 'mainOpen'>>,
): TrackState {
  return {
    ...event,
    homeScore: last?.homeScore ?? null,
    awayScore: last?.awayScore ?? null,
    period: last?.period ?? null,
    mainOpen: last?.mainOpen ?? null,
    chances: null,
    chanceTs: 0,
    clock: null,
    clockTs: 0,
  };
}

/** The match clock at feed time `ts`, from the last one read (never below 0). */
export function clockAt(s: TrackState, ts: number): number | null {
  if (!s.clock) return null;
  const base = s.clock.timeInSeconds;
  if (s.clock.stopped) return Math.max(0, Math.floor(base));
  const elapsed = Math.max(0, ((ts - s.clockTs) / 1000) * s.clockRate);
  return Math.max(0, Math.floor(s.clock.timerType === 'down' ? base - elapsed : base + elapsed));
}

const isOpen = (m: TMarket) => m.status === 1 || m.status === 'Open';

/** Win chances from the main market's fair probabilities (1/2/3 or 4/5 outcomes). */
export function chancesOf(m: TMarket): Omit<TChancePoint, 'ts'> | null {
  const p = (ids: string[]) => m.outcomes.find((o) => ids.includes(o.outcomeId))?.probabilities ?? 0;
  const home = p(['1', '4']);
  const away = p(['3', '5']);
  const draw = p(['2']);
  const sum = home + draw + away;
  return sum > 0 ? { home: home / sum, draw: draw / sum, away: away / sum } : null;
}

const STOP_TEXT: Record<TFeedBetStopPayload['reason'], string> = {
  'bet-stop': 'Apostas suspensas: lance de perigo',
  'producer-down': 'Apostas suspensas: sem dados da partida',
  fixture: 'Apostas suspensas',
};

/** One feed message applied: the next state and the records it adds (oldest first). */
export function stepTrack(
  s: TrackState,
  env: TStreamEnvelope,
): { state: TrackState; records: TimelineRecord[] } {
  const ts = env.ts;
  const records: TimelineRecord[] = [];
  const next: TrackState = { ...s };
  const entry = (kind: TTimelineEntry['kind'], text: string, side: TTimelineEntry['side'] = null) =>
    records.push({
      kind,
      ts,
      clock: clockAt(next, ts),
      side,
      homeScore: next.homeScore,
      awayScore: next.awayScore,
      text,
    });
  let scored = false;

  if (env.event === 'event-live-time') {
    const p = env.payload as TFeedLiveTimePayload;
    next.clock = p.time;
    next.clockTs = ts;
    const known = s.homeScore !== null && s.awayScore !== null;
    next.homeScore = p.homeScore;
    next.awayScore = p.awayScore;
    const hs = p.homeScore ?? 0;
    const as = p.awayScore ?? 0;
    if (known && hs > (s.homeScore ?? 0)) {
      entry('score', `${s.home} marca: ${hs} x ${as}`, 'home');
      scored = true;
    }
    if (known && as > (s.awayScore ?? 0)) {
      entry('score', `${s.away} marca: ${hs} x ${as}`, 'away');
      scored = true;
    }
    // a period seen for the first time at 0 x 0 is the kick-off; later, only changes are told
    const text = p.matchStatusDescription;
    const fresh = s.period === null && !known && hs === 0 && as === 0;
    if (text && (fresh || (s.period !== null && text !== s.period))) entry('period', text);
    if (text) next.period = text;
  } else if (env.event === 'bet-stop') {
    const p = env.payload as TFeedBetStopPayload;
    const main = principalMarketIds(s.sportId)[0];
    if (
      (p.marketIds.length === 0 || (main !== undefined && p.marketIds.includes(main))) &&
      s.mainOpen !== false
    ) {
      next.mainOpen = false;
      entry('suspended', STOP_TEXT[p.reason]);
    }
  } else if (env.event === 'odds-update') {
    const p = env.payload as TFeedOddsPayload;
    const mainId = principalMarketIds(s.sportId)[0];
    const main = p.markets.find((m) => m.id === mainId);
    if (main) {
      const open = isOpen(main);
      next.mainOpen = open;
      if (open && s.mainOpen === false) entry('reopened', 'Apostas reabertas');
      if (!open && s.mainOpen === true) entry('suspended', 'Apostas suspensas');
      const c = open ? chancesOf(main) : null;
      const last = s.chances;
      const moved = c && (!last || Math.abs(last.home - c.home) + Math.abs(last.away - c.away) > 0.005);
      if (c && moved && (ts - s.chanceTs >= TIMELINE_CHANCE_EVERY_MS || last === null)) {
        next.chances = c;
        next.chanceTs = ts;
        records.push({ kind: 'chances', ts, ...c });
      }
    }
  }
  // a goal moves the chances at once: the next odds message may add a point without waiting
  if (scored) next.chanceTs = 0;
  return { state: next, records };
}
