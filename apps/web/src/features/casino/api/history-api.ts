import { CASINO_PAGE_SIZE } from '@placar/contract';
import { casinoApi } from '@placar/contract/routes.gen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { casinoKeys } from './keys';

/** GET /api/Casino/History: the player's rounds, CASINO_PAGE_SIZE.history per page, newest first. */
export function useCasinoHistory(pageNumber: number) {
  return useQuery({
    queryKey: casinoKeys.history(pageNumber),
    queryFn: ({ signal }) =>
      api.call(casinoApi.history, { query: { pageNumber, pageSize: CASINO_PAGE_SIZE.history } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/Casino/History/{roundId}: the round's outcome, fairness data and movements. */
export function useRoundDetail(roundId: number | null) {
  return useQuery({
    queryKey: casinoKeys.round(roundId ?? 0),
    queryFn: ({ signal }) => api.call(casinoApi.round, { params: { roundId: roundId ?? 0 } }, { signal }),
    enabled: roundId !== null,
  });
}
