import { describe, expect, it } from 'vitest';
import type { Timeline } from '../cache/timeline';
import { fromServer, mergeHistory } from './timeline';

const history = fromServer({
  matchId: 'sr:match:1',
  entries: [
    {
      ts: 5_000,
      clock: 700,
      kind: 'score',
      side: 'home',
      homeScore: 1,
      awayScore: 0,
      text: 'A marca: 1 x 0',
    },
    { ts: 1_000, clock: 60, kind: 'period', side: null, homeScore: 0, awayScore: 0, text: '1º tempo' },
  ],
  chances: [{ ts: 5_000, home: 0.6, draw: 0.25, away: 0.15 }],
});

describe('match tracker history', () => {
  it('maps the server history to the tracker, newest entries first', () => {
    expect(history.history).toBe(true);
    expect(history.entries.map((e) => [e.at, e.kind, e.clock])).toEqual([
      [5_000, 'score', 700],
      [1_000, 'period', 60],
    ]);
    expect(history.chances).toEqual([{ at: 5_000, home: 0.6, draw: 0.25, away: 0.15 }]);
  });

  it('keeps what the stream told during the request, once', () => {
    const live: Timeline = {
      entries: [
        { at: 9_000, clock: 800, kind: 'score', side: 'away', text: 'B marca: 1 x 1' },
        { at: 5_100, clock: 700, kind: 'score', side: 'home', text: 'A marca: 1 x 0' },
        { at: 2_000, clock: 100, kind: 'suspended', side: null, text: 'Apostas suspensas: lance de perigo' },
      ],
      chances: [{ at: 9_000, home: 0.4, draw: 0.3, away: 0.3 }],
    };
    const merged = mergeHistory(history, live, 4_000);
    expect(merged.entries.map((e) => e.text)).toEqual(['B marca: 1 x 1', 'A marca: 1 x 0', '1º tempo']);
    expect(merged.chances.map((c) => c.at)).toEqual([5_000, 9_000]);
    expect(merged.history).toBe(true);
  });

  it('answers the history itself when the stream told nothing new', () => {
    expect(mergeHistory(history, undefined, 0)).toBe(history);
    expect(mergeHistory(history, { entries: [], chances: [] }, 0)).toBe(history);
  });
});
