import {
  type BET_HISTORY_FILTER,
  BET_TYPE,
  type CASHOUT_KINDS,
  type TBetHistoryPage,
  type TBetType,
} from '@placar/contract';
import { betHistoryApi, cashoutV2Api } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { BET_HISTORY_KEY } from '../../betting';

export type HistoryStatus = (typeof BET_HISTORY_FILTER)[keyof typeof BET_HISTORY_FILTER];
export type HistoryFilter = { status: HistoryStatus; page: number; initialDate: string; finalDate: string };

export const HISTORY_PAGE_SIZE = 10;

export const historyKey = (f: HistoryFilter) =>
  [...BET_HISTORY_KEY, f.status ?? 'all', f.initialDate, f.finalDate, f.page] as const;

/** GET /api/UserBet/Bets/ByRangeByStatus (seed 002 section 7); betNumber is text, legs by schedule time. */
export const historyQuery = (f: HistoryFilter) =>
  queryOptions({
    queryKey: historyKey(f),
    queryFn: ({ signal }) =>
      api.call(
        betHistoryApi.byRangeByStatus,
        {
          query: {
            'PaginationQuery.PageNumber': f.page,
            'PaginationQuery.PageSize': HISTORY_PAGE_SIZE,
            initialDate: f.initialDate || undefined,
            finalDate: f.finalDate || undefined,
            status: f.status ?? undefined,
          },
        },
        { signal },
      ),
    select: (page): TBetHistoryPage => ({
      ...page,
      results: page.results.map((b) => ({
        ...b,
        betNumber: String(b.betNumber),
        matches: [...b.matches].sort((x, y) => Date.parse(x.scheduleTime) - Date.parse(y.scheduleTime)),
      })),
    }),
    staleTime: 10_000,
  });

export type CashoutKind = (typeof CASHOUT_KINDS)[number];

export function cashoutKind(betType: TBetType): CashoutKind {
  if (betType === BET_TYPE.Single) return 'Single';
  if (betType === BET_TYPE.Custom) return 'CustomBet';
  return 'Multiple';
}

/** Cashout v2 (seed 002 section 7). */
export const cashoutApi = {
  calculate: (kind: CashoutKind, ticketId: string) =>
    api.call(cashoutV2Api.calculate, { params: { kind, id: ticketId } }),
  place: (kind: CashoutKind, body: { ticketId: string; offerId: string; cashoutAmount: number }) =>
    api.call(cashoutV2Api.place, { params: { kind }, body }),
};
