import type { SbMatch } from './match-entry';

/**
 * What our own match tracker draws, gathered from the live messages of one match while it is followed:
 * goals (score changes), period changes, bet stops and reopenings, and the home/away win chances
 * read from the main market's fair probabilities.
 */
export type TimelineEntry = {
  at: number;
  /** the match clock when it happened, in seconds (null when unknown) */
  clock: number | null;
  kind: 'score' | 'period' | 'suspended' | 'reopened';
  side: 'home' | 'away' | null;
  text: string;
};
export type ChancePoint = { at: number; home: number; draw: number; away: number };
/** `history`: the server's history is in (api/timeline.ts); without it, only what the stream told. */
export type Timeline = { entries: TimelineEntry[]; chances: ChancePoint[]; history?: true };

export const EMPTY_TIMELINE: Timeline = { entries: [], chances: [] };
const MAX_ENTRIES = 60;
const MAX_POINTS = 120;

function clockOf(m: SbMatch, now: number): number | null {
  if (!m.time) return null;
  if (m.time.stopped) return m.time.timeInSeconds;
  const elapsed = Math.floor((now - m.clockAt) / 1000);
  return Math.max(
    0,
    m.time.timerType === 'down' ? m.time.timeInSeconds - elapsed : m.time.timeInSeconds + elapsed,
  );
}

const mainOpen = (m: SbMatch) => m.mainMarket?.status === 1 || m.mainMarket?.status === 'Open';

export function chancesOf(m: SbMatch): Omit<ChancePoint, 'at'> | null {
  const mk = m.mainMarket;
  if (!mk || mk.outcomes.length < 2) return null;
  const p = (ids: string[]) => mk.outcomes.find((o) => ids.includes(o.outcomeId))?.probabilities ?? 0;
  const home = p(['1', '4']);
  const away = p(['3', '5']);
  const draw = p(['2']);
  const sum = home + draw + away;
  return sum > 0 ? { home: home / sum, draw: draw / sum, away: away / sum } : null;
}

export function extendTimeline(prev: Timeline, before: SbMatch, after: SbMatch, now: number): Timeline {
  const entries: TimelineEntry[] = [];
  const clock = clockOf(after, now);
  const hs = after.homeScore ?? 0;
  const as = after.awayScore ?? 0;
  if (before.homeScore !== null && hs > before.homeScore)
    entries.push({
      at: now,
      clock,
      kind: 'score',
      side: 'home',
      text: `${after.homeCompetitorName} marca: ${hs} x ${as}`,
    });
  if (before.awayScore !== null && as > (before.awayScore ?? 0))
    entries.push({
      at: now,
      clock,
      kind: 'score',
      side: 'away',
      text: `${after.awayCompetitorName} marca: ${hs} x ${as}`,
    });
  if (after.matchStatusDescription && after.matchStatusDescription !== before.matchStatusDescription)
    entries.push({ at: now, clock, kind: 'period', side: null, text: after.matchStatusDescription });
  if (mainOpen(before) && !mainOpen(after))
    entries.push({
      at: now,
      clock,
      kind: 'suspended',
      side: null,
      text: 'Apostas suspensas: lance de perigo',
    });
  if (!mainOpen(before) && mainOpen(after) && before.mainMarket)
    entries.push({ at: now, clock, kind: 'reopened', side: null, text: 'Apostas reabertas' });
  const c = before.mainMarket !== after.mainMarket ? chancesOf(after) : null;
  const last = prev.chances[prev.chances.length - 1];
  const moved = c && (!last || Math.abs(last.home - c.home) + Math.abs(last.away - c.away) > 0.005);
  if (entries.length === 0 && !moved) return prev;
  return {
    ...prev,
    entries: entries.length ? [...entries.reverse(), ...prev.entries].slice(0, MAX_ENTRIES) : prev.entries,
    chances: moved && c ? [...prev.chances, { at: now, ...c }].slice(-MAX_POINTS) : prev.chances,
  };
}
