import { casino } from '@placar/domain';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A card code (suit × 13 + rank − 1) as the player reads it. */
export function cardFace(card: number): { rank: string; suit: string; red: boolean } {
  const suit = casino.cardSuit(card);
  return {
    rank: RANKS[casino.cardRank(card) - 1] ?? '?',
    suit: SUITS[suit] ?? '?',
    red: suit === 1 || suit === 2,
  };
}

/** "17", or "7/17" for a soft hand still in play, as blackjack tables show it; busts say so. */
export function handLabel(cards: readonly number[], final = false): string {
  const { total, soft } = casino.handTotal(cards);
  if (casino.isBlackjack(cards)) return 'Blackjack';
  if (total > 21) return `${total} · estourou`;
  return soft && !final ? `${total - 10}/${total}` : String(total);
}

export const RESULT_PT: Record<casino.HandResult, string> = {
  blackjack: 'Blackjack!',
  win: 'Vitória',
  push: 'Empate',
  lose: 'Derrota',
  bust: 'Estourou',
};
