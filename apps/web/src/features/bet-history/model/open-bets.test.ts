import type { TBetHistoryItem, TBetHistoryPage } from '@placar/contract';
import { describe, expect, it } from 'vitest';
import { dropFromOpenPage, pageToShow, shiftNextPage } from './open-bets';

const bet = (n: number): TBetHistoryItem => ({ betNumber: String(n), betStatus: 4 }) as TBetHistoryItem;
const page = (ns: number[], totalRows: number, pageSize = 3): TBetHistoryPage => ({
  results: ns.map(bet),
  metadata: { pages: Math.ceil(totalRows / pageSize), totalRows, pageSize },
});

describe('open-bets view (seed 002 section 4)', () => {
  it("pulls in the next page's first bet and adjusts the page count", () => {
    const current = page([1, 2, 3], 4);
    const next = page([4], 4);
    const after = dropFromOpenPage(current, '2', next);
    expect(after.results.map((b) => b.betNumber)).toEqual(['1', '3', '4']);
    expect(after.metadata).toEqual({ pages: 1, totalRows: 3, pageSize: 3 });
    expect(shiftNextPage(next, '4').results).toEqual([]);
  });

  it('without a next page the bet just leaves', () => {
    const after = dropFromOpenPage(page([1, 2], 2), '1', undefined);
    expect(after.results.map((b) => b.betNumber)).toEqual(['2']);
    expect(after.metadata.totalRows).toBe(1);
  });

  it('a bet not on the page changes nothing', () => {
    const current = page([1, 2], 2);
    expect(dropFromOpenPage(current, '9', undefined)).toBe(current);
  });

  it('with no bets left on the page the view returns to page 1', () => {
    const emptied = dropFromOpenPage(page([7], 7), '7', undefined);
    expect(pageToShow(3, emptied)).toBe(1);
    expect(pageToShow(3, page([1], 7))).toBe(3);
    expect(pageToShow(1, emptied)).toBe(1);
  });
});
