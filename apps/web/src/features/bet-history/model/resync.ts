import type { QueryClient } from '@tanstack/react-query';
import { BET_HISTORY_KEY } from '../../betting';
import { invalidateWallet } from '../../wallet';

/**
 * The betwon stream missed updates (the gate says resync: the bus was down, or the gap left its replay
 * window): the bet history pages and the balance are fetched again from the server, the source of truth.
 */
export function resyncBetHistory(client: QueryClient) {
  return Promise.all([client.invalidateQueries({ queryKey: BET_HISTORY_KEY }), invalidateWallet(client)]);
}
