import { describe, expect, it } from 'vitest';
import {
  addChip,
  column,
  dozen,
  OUTSIDE,
  spotWins,
  straight,
  toRequestBets,
  totalStake,
  WHEEL_ORDER,
  wheelRotationFor,
} from './roulette-bets';

describe('roulette table', () => {
  it('stacks chips per spot and sends each spot with its own stake', () => {
    let bets = addChip(new Map(), straight(17), 1);
    bets = addChip(bets, straight(17), 0.5);
    bets = addChip(bets, OUTSIDE[2]!, 5);
    expect(totalStake(bets)).toBe(6.5);
    expect(toRequestBets(bets)).toEqual([
      { type: 'straight', numbers: [17], amount: 1.5 },
      { type: 'red', amount: 5 },
    ]);
  });

  it('lights the winning spots of a pocket', () => {
    expect(spotWins(straight(17), 17)).toBe(true);
    expect(spotWins(OUTSIDE[3]!, 17)).toBe(true); // 17 is black
    expect(spotWins(OUTSIDE[2]!, 0)).toBe(false);
    expect(spotWins(column(2), 17)).toBe(true);
    expect(spotWins(dozen(1), 17)).toBe(true);
  });

  it('turns the wheel so the pocket lands on top', () => {
    expect(WHEEL_ORDER).toHaveLength(37);
    const r = wheelRotationFor(32, 0);
    expect(r % 360).toBeCloseTo(360 - 360 / 37, 6);
    expect(wheelRotationFor(0, 725)).toBe(720 + 5 * 360);
  });
});
