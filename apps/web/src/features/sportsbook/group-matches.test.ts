import { describe, expect, it } from 'vitest';
import type { ListItem } from './api/seed-matches';
import { byStartTime, groupBySport } from './group-matches';

const item = (
  id: string,
  sportId: string,
  tournamentId: string,
  start = '2025-06-01T20:00:00Z',
): ListItem => ({
  id,
  sportId,
  tournamentId,
  tournamentName: tournamentId,
  categoryName: 'Brasil',
  scheduleTime: start,
  status: 1,
});

describe('groupBySport', () => {
  it('groups by sport then tournament, sports in the given order', () => {
    const groups = groupBySport(
      [
        item('a', 'sr:sport:5', 't1'),
        item('b', 'sr:sport:1', 't2'),
        item('c', 'sr:sport:1', 't2'),
        item('d', 'sr:sport:1', 't3'),
      ],
      ['sr:sport:1', 'sr:sport:5'],
    );
    expect(groups.map((g) => [g.sportId, g.count])).toEqual([
      ['sr:sport:1', 3],
      ['sr:sport:5', 1],
    ]);
    expect(groups[0]?.tournaments.map((t) => t.ids)).toEqual([['b', 'c'], ['d']]);
  });

  it('orders upcoming rows by start', () => {
    const rows = byStartTime([
      item('late', 's', 't', '2025-06-02T10:00:00Z'),
      item('soon', 's', 't', '2025-06-01T10:00:00Z'),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['soon', 'late']);
  });
});
