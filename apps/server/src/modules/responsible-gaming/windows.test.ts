import { describe, expect, it } from 'vitest';
import { addMonths, windowOf } from './windows';

describe('limit windows (Brasília time)', () => {
  it('starts the day at 00:00 in Brasília, i.e. 03:00 UTC', () => {
    const w = windowOf('daily', new Date('2026-03-10T02:59:00Z'));
    expect(w.start.toISOString()).toBe('2026-03-09T03:00:00.000Z');
    expect(w.end.toISOString()).toBe('2026-03-10T03:00:00.000Z');
    expect(windowOf('daily', new Date('2026-03-10T03:00:00Z')).start.toISOString()).toBe(
      '2026-03-10T03:00:00.000Z',
    );
  });

  it('starts the week on Monday and the month on the 1st', () => {
    // Sunday 2026-03-15 22:00 in Brasília
    const sunday = new Date('2026-03-16T01:00:00Z');
    expect(windowOf('weekly', sunday).start.toISOString()).toBe('2026-03-09T03:00:00.000Z');
    expect(windowOf('weekly', sunday).end.toISOString()).toBe('2026-03-16T03:00:00.000Z');
    expect(windowOf('monthly', sunday).start.toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(windowOf('monthly', sunday).end.toISOString()).toBe('2026-04-01T03:00:00.000Z');
  });

  it('adds calendar months, clamping to the last day', () => {
    expect(addMonths(new Date('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(new Date('2026-05-10T12:00:00Z'), 24).toISOString()).toBe('2028-05-10T12:00:00.000Z');
  });
});
