import type { Card } from './cards';
import * as cards from './cards';
import type { BlackjackAction, BlackjackState } from './engine';
import * as engine from './engine';

// Local copies: simulations call these millions of times.
const { cardValue, handTotal } = cards;
const { legalActions } = engine;

/**
 * Basic strategy for these rules (6 decks, dealer stands on soft 17, double after split, one
 * split, no surrender). `up` is the dealer's up-card value, 1 = ace.
 */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalActions(state);
  const hand = state.hands[state.active];
  if (!hand || legal.length === 0) throw new RangeError('no action to take');
  const up = cardValue(state.dealer[0] as Card);
  const canDouble = legal.includes('double');
  const dbl: BlackjackAction = canDouble ? 'double' : 'hit';
  const low = up >= 2 && up <= 6; // 2…6

  if (legal.includes('split')) {
    const pair = cardValue(hand.cards[0] as Card);
    const split =
      pair === 1 ||
      pair === 8 ||
      ((pair === 2 || pair === 3 || pair === 7) && (low || up === 7)) ||
      (pair === 4 && (up === 5 || up === 6)) ||
      (pair === 6 && low) ||
      (pair === 9 && (low || up === 8 || up === 9));
    if (split) return 'split';
  }

  const { total, soft } = handTotal(hand.cards);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) {
      if (low && up !== 2) return canDouble ? 'double' : 'stand';
      return up === 2 || up === 7 || up === 8 ? 'stand' : 'hit';
    }
    if (total === 17) return low && up !== 2 ? dbl : 'hit';
    if (total === 15 || total === 16) return up >= 4 && up <= 6 ? dbl : 'hit';
    return up === 5 || up === 6 ? dbl : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return low ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return up === 1 ? 'hit' : dbl;
  if (total === 10) return up === 1 || up === 10 ? 'hit' : dbl;
  if (total === 9) return low && up !== 2 ? dbl : 'hit';
  return 'hit';
}
