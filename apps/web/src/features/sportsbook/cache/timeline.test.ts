import { describe, expect, it } from 'vitest';
import { soccerMatch } from '../testing/match-fixtures';
import { toEntry } from './match-entry';
import { EMPTY_TIMELINE, extendTimeline } from './timeline';

describe('extendTimeline', () => {
  const before = toEntry(soccerMatch(3, { homeScore: 0, awayScore: 0 }), true, 0);

  it('records a goal with its side, and a period change', () => {
    const after = { ...before, homeScore: 1, matchStatusDescription: '2º tempo' };
    const t = extendTimeline(EMPTY_TIMELINE, before, after, 1_000);
    expect(t.entries.map((e) => [e.kind, e.side])).toEqual([
      ['period', null],
      ['score', 'home'],
    ]);
    expect(t.entries[1]?.text).toContain('1 x 0');
  });

  it('records a bet stop on the main market and its reopening', () => {
    const stopped = { ...before, mainMarket: before.mainMarket && { ...before.mainMarket, status: -1 } };
    const t1 = extendTimeline(EMPTY_TIMELINE, before, stopped, 1_000);
    const t2 = extendTimeline(t1, stopped, before, 2_000);
    expect(t2.entries.map((e) => e.kind)).toEqual(['reopened', 'suspended']);
  });

  it('answers the same timeline when nothing it draws changed', () => {
    expect(extendTimeline(EMPTY_TIMELINE, before, { ...before }, 1_000)).toBe(EMPTY_TIMELINE);
  });
});
