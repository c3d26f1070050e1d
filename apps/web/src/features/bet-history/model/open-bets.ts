import { BET_STATUS, type TBetHistoryItem, type TBetHistoryPage } from '@placar/contract';

/** Open and pending bets stay in the open list. */
export const isOpenBet = (b: Pick<TBetHistoryItem, 'betStatus'>) =>
  b.betStatus === BET_STATUS.Open || b.betStatus === BET_STATUS.Pending;

/**
 * Seed 002 section 4 "Open-bets view": when a bet leaves the open list, the first bet of the next page
 * is pulled in and the page count adjusted. Answers the page unchanged when the bet is not on it.
 */
export function dropFromOpenPage(
  current: TBetHistoryPage,
  betNumber: string,
  nextPage: TBetHistoryPage | undefined,
): TBetHistoryPage {
  if (!current.results.some((b) => b.betNumber === betNumber)) return current;
  const kept = current.results.filter((b) => b.betNumber !== betNumber);
  const pulled = nextPage?.results.find((b) => !kept.some((k) => k.betNumber === b.betNumber));
  const totalRows = Math.max(0, current.metadata.totalRows - 1);
  return {
    results: pulled ? [...kept, pulled] : kept,
    metadata: {
      ...current.metadata,
      totalRows,
      pages: Math.ceil(totalRows / current.metadata.pageSize),
    },
  };
}

/** The next page without the bet pulled into the page before it. */
export function shiftNextPage(
  nextPage: TBetHistoryPage,
  pulledBetNumber: string | undefined,
): TBetHistoryPage {
  if (!pulledBetNumber) return nextPage;
  return { ...nextPage, results: nextPage.results.filter((b) => b.betNumber !== pulledBetNumber) };
}

/** With no bets left on the page the view returns to page 1. */
export function pageToShow(page: number, current: TBetHistoryPage | undefined): number {
  return current && current.results.length === 0 && page > 1 ? 1 : page;
}
