import { describe, expect, it } from 'vitest';
import { ballAt, ballWaypoints, multiplierText, pegs, slotCentre } from './plinko-board';

describe('plinko board', () => {
  it('lays out rows + 2 pegs wide at the bottom', () => {
    const p = pegs(8);
    expect(p).toHaveLength(8);
    expect(p[0]).toHaveLength(3);
    expect(p[7]).toHaveLength(10);
  });

  it('ends the ball in the slot its path counts', () => {
    const path = [1, 1, 0, 1, 0, 1, 1, 1];
    const points = ballWaypoints(8, path);
    expect(points).toHaveLength(10);
    expect(ballAt(points, 1)).toEqual(slotCentre(8, 6));
    expect(ballAt(points, 0)).toEqual({ x: 0.5, y: 0 });
    // every left or right step is half a gap, so the final x is the slot's x
    expect(points[points.length - 2]?.x ?? 0).toBeCloseTo(slotCentre(8, 6).x - 0.5 / 10, 10);
  });
});

describe('plinko multipliers (issue 17: "3.7×")', () => {
  it('are written with a decimal comma', () => {
    expect(multiplierText(3.7)).toBe('3,7×');
    expect(multiplierText(0.5)).toBe('0,5×');
    expect(multiplierText(1000)).toBe('1.000×');
    expect(multiplierText(2)).toBe('2×');
  });
});
