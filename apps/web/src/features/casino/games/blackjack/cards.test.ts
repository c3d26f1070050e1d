import { describe, expect, it } from 'vitest';
import { cardFace, handLabel } from './cards';

describe('blackjack cards', () => {
  it('reads the card codes of the domain (suit × 13 + rank − 1)', () => {
    expect(cardFace(0)).toEqual({ rank: 'A', suit: '♠', red: false });
    expect(cardFace(13 + 9)).toEqual({ rank: '10', suit: '♥', red: true });
    expect(cardFace(3 * 13 + 12)).toEqual({ rank: 'K', suit: '♣', red: false });
  });

  it('labels soft hands and blackjack', () => {
    expect(handLabel([0, 5])).toBe('7/17'); // A + 6
    expect(handLabel([0, 12])).toBe('Blackjack'); // A + K
    expect(handLabel([9, 8, 7])).toBe('27 · estourou');
    expect(handLabel([0, 5], true)).toBe('17');
  });
});
