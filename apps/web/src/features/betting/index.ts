/**
 * The bet slip (seed 002 sections 2-9). Other features use:
 * - `BetSlip` (variant 'column' | 'sheet'): mounted by the sportsbook layout; it takes over the odds
 *   buttons (`setSelectionHandler`) and keeps `useSelectionStore` in step with its items;
 * - `useBetSlip`: the ticket state, persisted in local storage under 'bet-slip';
 * - `BET_HISTORY_KEY`: the query key prefix refreshed after a placement;
 * - `sharedSlipUrl(ticketId)`: the "copiar aposta" link (/esportes?aposta={ticketId});
 * - `toCustomBetItem(match, selections, price)` and `useBetSlip().addCustomBet(item)`: the bet builder
 *   adds a priced combination as one custom bet item.
 */
export { BetSlip } from './components/BetSlip';
export { BET_HISTORY_KEY } from './hooks/use-place-ticket';
export { sharedSlipUrl } from './hooks/use-shared-slip';
export {
  type CustomBetMatch,
  type CustomBetPrice,
  customBetItemId,
  toCustomBetItem,
} from './model/custom-bet';
export type { CustomBetSelection } from './model/types';
export { useBetSlip } from './stores/bet-slip';
