import { BETTING_MESSAGES, CUSTOM_BET_MIN_SELECTIONS } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { useDebounced } from '../../../hooks/use-debounced';
import { ApiError } from '../../../lib/api/http';
import {
  builderApi,
  builderKeys,
  type CalculateFilterAnswer,
  type CalculateOddsAnswer,
} from '../api/builder-api';
import { type BuilderPick, pickKey, picksKey, selectionsBody } from '../model/picks';

/** Taps closer together than this make one pricing call. */
export const PRICE_DEBOUNCE_MS = 350;
/** A priced combination is priced again this often while on screen (the market moves). */
export const PRICE_REFRESH_MS = 15_000;

export type PriceState =
  | { kind: 'empty' }
  | { kind: 'too-few'; message: string }
  | { kind: 'pricing' }
  | { kind: 'priced'; price: CalculateOddsAnswer }
  | { kind: 'incompatible'; message: string; selectionIndex: number | null }
  | { kind: 'error'; message: string; retry(): void };

const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * The combined odds of the picks, priced by the server (POST /api/CustomBet/CalculateOdds) once the
 * taps settle: 'pricing' while waiting, the seed's messages for too few or incompatible selections.
 */
export function useCustomPrice(eventId: string, picks: readonly BuilderPick[]): PriceState {
  const settled = useDebounced(picks, PRICE_DEBOUNCE_MS);
  const key = picksKey(settled);
  const current = picksKey(picks) === key;
  const query = useQuery({
    queryKey: builderKeys.odds(eventId, key),
    queryFn: ({ signal }) => builderApi.calculateOdds(selectionsBody(eventId, settled), signal),
    enabled: settled.length >= CUSTOM_BET_MIN_SELECTIONS,
    staleTime: PRICE_REFRESH_MS,
    refetchInterval: PRICE_REFRESH_MS,
    retry: (count, error) => count < 1 && retryable(error),
  });
  if (picks.length === 0) return { kind: 'empty' };
  if (picks.length < CUSTOM_BET_MIN_SELECTIONS)
    return { kind: 'too-few', message: BETTING_MESSAGES.customTooFew };
  if (!current || query.isPending) return { kind: 'pricing' };
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.code === 'CUSTOM_BET_INCOMPATIBLE') {
      const index = error.context?.selectionIndex;
      return {
        kind: 'incompatible',
        message: BETTING_MESSAGES.incompatible,
        selectionIndex: typeof index === 'number' ? index : null,
      };
    }
    const message =
      error instanceof ApiError && error.status > 0 && error.status < 500
        ? error.message
        : 'Não foi possível calcular a cotação agora.';
    return { kind: 'error', message, retry: () => void query.refetch() };
  }
  return { kind: 'priced', price: query.data };
}

/**
 * The outcomes that can no longer join the picks (POST /api/CustomBet/CalculateFilter), by pick key;
 * empty until the server answered for the current picks.
 */
export function useIncompatible(eventId: string, picks: readonly BuilderPick[]): ReadonlySet<string> {
  const settled = useDebounced(picks, PRICE_DEBOUNCE_MS);
  const key = picksKey(settled);
  const { data } = useQuery({
    queryKey: builderKeys.filter(eventId, key),
    queryFn: ({ signal }) => builderApi.calculateFilter(selectionsBody(eventId, settled), signal),
    enabled: settled.length > 0,
    staleTime: PRICE_REFRESH_MS,
    retry: false,
    select: incompatibleKeys,
  });
  return picksKey(picks) === key && data ? data : EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();

function incompatibleKeys(answer: CalculateFilterAnswer): ReadonlySet<string> {
  const out = new Set<string>();
  for (const m of answer.markets)
    for (const o of m.outcomes)
      if (o.isCompatible === false) out.add(pickKey({ ...m, outcomeId: o.outcomeId }));
  return out;
}
