import type { Rng } from '../../rng';

/** A card is a code 0…51: suit × 13 + (rank − 1), rank 1 = ace … 11 J, 12 Q, 13 K; suits ♠ ♥ ♦ ♣. */
export type Card = number;
export const BLACKJACK_DECKS = 6;
export const SHOE_SIZE = BLACKJACK_DECKS * 52;

export function cardRank(card: Card): number {
  return (card % 13) + 1;
}

export function cardSuit(card: Card): number {
  return Math.floor(card / 13);
}

/** Blackjack value: ace 1 (made 11 by handTotal), faces 10. */
export function cardValue(card: Card): number {
  return Math.min(10, cardRank(card));
}

/** Best total of a hand and whether an ace counts 11 (soft). */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = false;
  for (const c of cards) {
    const v = cardValue(c);
    total += v;
    if (v === 1) aces = true;
  }
  if (aces && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

/**
 * Draws the next card of a freshly shuffled 6-deck shoe given the cards already drawn this round:
 * one float f picks the ⌊f × remaining⌋-th remaining card in canonical order (deck by deck,
 * code 0…51, i.e. by card code with 6 copies each). This is exactly the next card of a uniform
 * shuffle, and depends only on the drawn cards and the float, so a round can resume from its state.
 */
export function drawCard(drawn: readonly Card[], rng: Rng): Card {
  const used = new Uint8Array(52);
  for (const c of drawn) used[c] = (used[c] as number) + 1;
  let index = Math.floor(rng.next() * (SHOE_SIZE - drawn.length));
  for (let code = 0; code < 52; code++) {
    const n = BLACKJACK_DECKS - (used[code] as number);
    if (index < n) return code;
    index -= n;
  }
  throw new RangeError('the shoe is empty');
}
