import type { Rng } from '../../rng';
import type { Card } from './cards';
import * as cards from './cards';

// Local copies: simulations call these millions of times.
const { cardValue, drawCard, handTotal, isBlackjack } = cards;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

export interface BlackjackHand {
  cards: Card[];
  /** Stake of the hand in base stakes: 1, or 2 once doubled. */
  bet: 1 | 2;
  fromSplit: boolean;
  done: boolean;
}

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackState {
  /** Every card drawn this round in order (the shoe prefix); card i used float i of the stream. */
  drawn: Card[];
  /** Dealer's cards: [up card, hole card, draws…]. Hide the hole card until phase is 'done'. */
  dealer: Card[];
  hands: BlackjackHand[];
  /** Index of the hand being played. */
  active: number;
  phase: 'player' | 'done';
  /** Set when done: each hand's result and return in base stakes (stake included). */
  results: { result: HandResult; returns: number }[];
}

/**
 * The rules: 6 decks shuffled per round from the round's stream; dealer stands on soft 17; the
 * dealer peeks with an ace or a ten up and a dealer blackjack ends the round (only the base stake
 * is lost); blackjack pays 3:2; double on any first two cards, also after a split; split once
 * (two hands; equal values, so any two ten-valued cards); split aces get one card each; 21 on a
 * split hand is not a blackjack; no insurance, no surrender.
 */
function draw(state: BlackjackState, rng: Rng): Card {
  const card = drawCard(state.drawn, rng);
  state.drawn.push(card);
  return card;
}

function clone(state: BlackjackState): BlackjackState {
  return {
    ...state,
    drawn: [...state.drawn],
    dealer: [...state.dealer],
    hands: state.hands.map((h) => ({ ...h, cards: [...h.cards] })),
    results: [...state.results],
  };
}

/** Deals player, dealer, player, dealer (4 floats) and settles at once on a blackjack. */
export function dealBlackjack(rng: Rng): BlackjackState {
  const state: BlackjackState = { drawn: [], dealer: [], hands: [], active: 0, phase: 'player', results: [] };
  const p1 = draw(state, rng);
  const d1 = draw(state, rng);
  const p2 = draw(state, rng);
  const d2 = draw(state, rng);
  state.hands.push({ cards: [p1, p2], bet: 1, fromSplit: false, done: false });
  state.dealer.push(d1, d2);
  if (isBlackjack(state.dealer) || isBlackjack([p1, p2])) return settle(state, rng);
  return state;
}

export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active];
  if (!hand || hand.done) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    const [a, b] = hand.cards as [Card, Card];
    if (state.hands.length === 1 && cardValue(a) === cardValue(b)) actions.push('split');
  }
  return actions;
}

function finishHand(state: BlackjackState, rng: Rng): BlackjackState {
  const hand = state.hands[state.active] as BlackjackHand;
  hand.done = true;
  while (state.active < state.hands.length && state.hands[state.active]?.done) state.active++;
  if (state.active >= state.hands.length) return settle(state, rng);
  return state;
}

/** Applies one player action and returns the new state (the given state is not changed). */
export function actBlackjack(current: BlackjackState, action: BlackjackAction, rng: Rng): BlackjackState {
  return applyAction(clone(current), action, rng);
}

/** Like actBlackjack but changes `state` in place (simulations, replays of a state nobody else holds). */
export function applyAction(state: BlackjackState, action: BlackjackAction, rng: Rng): BlackjackState {
  if (!legalActions(state).includes(action)) throw new RangeError(`action ${action} is not allowed now`);
  const hand = state.hands[state.active] as BlackjackHand;
  switch (action) {
    case 'stand':
      return finishHand(state, rng);
    case 'hit': {
      hand.cards.push(draw(state, rng));
      return handTotal(hand.cards).total >= 21 ? finishHand(state, rng) : state;
    }
    case 'double': {
      hand.bet = 2;
      hand.cards.push(draw(state, rng));
      return finishHand(state, rng);
    }
    case 'split': {
      const [a, b] = hand.cards as [Card, Card];
      const first: BlackjackHand = { cards: [a], bet: 1, fromSplit: true, done: false };
      const second: BlackjackHand = { cards: [b], bet: 1, fromSplit: true, done: false };
      state.hands = [first, second];
      first.cards.push(draw(state, rng));
      second.cards.push(draw(state, rng));
      const aces = cardValue(a) === 1;
      for (const h of state.hands) if (aces || handTotal(h.cards).total === 21) h.done = true;
      state.active = 0;
      while (state.active < 2 && state.hands[state.active]?.done) state.active++;
      return state.active >= 2 ? settle(state, rng) : state;
    }
  }
}

function settle(state: BlackjackState, rng: Rng): BlackjackState {
  const dealerBj = isBlackjack(state.dealer);
  const live = state.hands.some((h) => handTotal(h.cards).total <= 21);
  const naturalPlayer =
    state.hands.length === 1 && !state.hands[0]?.fromSplit && isBlackjack(state.hands[0]?.cards ?? []);
  if (live && !dealerBj && !naturalPlayer) {
    while (handTotal(state.dealer).total < 17) state.dealer.push(draw(state, rng));
  }
  const dealer = handTotal(state.dealer).total;
  state.results = state.hands.map((h) => {
    const total = handTotal(h.cards).total;
    const natural = !h.fromSplit && isBlackjack(h.cards);
    if (natural && dealerBj) return { result: 'push', returns: h.bet };
    if (natural) return { result: 'blackjack', returns: 2.5 };
    if (dealerBj) return { result: 'lose', returns: 0 };
    if (total > 21) return { result: 'bust', returns: 0 };
    if (dealer > 21 || total > dealer) return { result: 'win', returns: 2 * h.bet };
    if (total === dealer) return { result: 'push', returns: h.bet };
    return { result: 'lose', returns: 0 };
  });
  for (const h of state.hands) h.done = true;
  state.phase = 'done';
  return state;
}

/** Base stakes the round has taken (1 to 4: doubles and a split add stakes). */
export function blackjackStakeUnits(state: BlackjackState): number {
  return state.hands.reduce((s, h) => s + h.bet, 0);
}

/** Total return in base stakes (stake included) once the round is done. */
export function blackjackReturn(state: BlackjackState): number {
  return state.results.reduce((s, r) => s + r.returns, 0);
}
