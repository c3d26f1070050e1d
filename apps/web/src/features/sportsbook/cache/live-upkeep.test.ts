import { describe, expect, it } from 'vitest';
import type { ListItem } from '../api/seed-matches';
import { dropAfterCheck, staleIds, tooOld } from './live-upkeep';

const now = Date.parse('2025-06-01T20:00:00Z');
const item = (id: string, startedMinutesAgo: number): ListItem => ({
  id,
  sportId: 'sr:sport:1',
  tournamentId: 'sr:tournament:1',
  tournamentName: 'Brasileirão',
  categoryName: 'Brasil',
  scheduleTime: new Date(now - startedMinutesAgo * 60_000).toISOString(),
  status: 1,
});

describe('live list upkeep', () => {
  it('drops live matches that started more than 5 hours ago', () => {
    expect(tooOld([item('a', 60), item('b', 301), item('c', 299)], now)).toEqual(['b']);
  });

  it('picks matches not updated for more than 150 s', () => {
    const last = new Map([
      ['a', now - 151_000],
      ['b', now - 149_000],
    ]);
    expect(staleIds([item('a', 10), item('b', 10), item('c', 10)], last, now - 200_000, now)).toEqual([
      'a',
      'c',
    ]);
  });

  it('removes a match no longer live, or whose coverage changed', () => {
    expect(dropAfterCheck({ isLive: false, bookingStatus: 'Booked' }, { bookingStatus: 'Booked' })).toBe(
      true,
    );
    expect(dropAfterCheck({ isLive: true, bookingStatus: 'Bookable' }, { bookingStatus: 'Booked' })).toBe(
      true,
    );
    expect(dropAfterCheck({ isLive: true, bookingStatus: 'Booked' }, { bookingStatus: 'Booked' })).toBe(
      false,
    );
  });
});
