import { TICKET_VIBRATION_MS } from '@placar/contract';
import { type Selection, setSelectionHandler, useSelectionStore } from '../sportsbook';
import type { SlipItem } from './model/types';
import { useBetSlip } from './stores/bet-slip';

const toSelection = (i: SlipItem): Selection => ({
  id: i.id,
  matchId: i.matchId,
  matchName: i.matchName,
  marketId: i.marketId,
  marketName: i.marketName,
  specifiers: i.specifiers,
  outcomeId: i.outcomeId,
  outcomeName: i.latestOutcome.outcomeName,
  odds: i.latestOutcome.outcomeOdds,
  producerId: i.producerId,
});

function vibrate() {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
    navigator.vibrate(TICKET_VIBRATION_MS);
}

let installed = false;

/**
 * The slip takes over the odds buttons (sportsbook `setSelectionHandler`) and mirrors its items into
 * the sportsbook's selection store, so every button shows whether it is on the slip. Runs once, when
 * the slip's module loads (before any button renders).
 */
export function installSlipHandler() {
  if (installed) return;
  installed = true;
  setSelectionHandler({
    onSelect(outcome, market, match) {
      const answer = useBetSlip.getState().toggle(outcome, market, match);
      if (answer !== 'refused') vibrate();
      if (answer === 'added' && useBetSlip.getState().betItems.length === 1)
        useBetSlip.getState().setExpanded(true);
    },
    isSelected: (id) => useBetSlip.getState().betItems.some((i) => i.id === id),
  });
  const mirror = (items: SlipItem[]) =>
    useSelectionStore.setState({ selected: Object.fromEntries(items.map((i) => [i.id, toSelection(i)])) });
  mirror(useBetSlip.getState().betItems);
  useBetSlip.subscribe((s, prev) => {
    if (s.betItems !== prev.betItems) mirror(s.betItems);
  });
}
