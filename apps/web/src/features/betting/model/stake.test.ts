import { describe, expect, it } from 'vitest';
import { acceptStakeText, stakeText, stakeValue } from './stake';

describe('stake input (seed 002 section 5: digits and one comma)', () => {
  it('keeps digits and one comma with at most 2 decimals', () => {
    expect(acceptStakeText('', '10')).toBe('10');
    expect(acceptStakeText('10', '10,')).toBe('10,');
    expect(acceptStakeText('10,', '10,5')).toBe('10,5');
    expect(acceptStakeText('10,5', '10,55')).toBe('10,55');
    expect(acceptStakeText('10,55', '10,555')).toBe('10,55');
    expect(acceptStakeText('10,5', '10,5,')).toBe('10,5');
    expect(acceptStakeText('10', '10a')).toBe('10');
    expect(acceptStakeText('10', '-10')).toBe('10');
    expect(acceptStakeText('10', '1 0')).toBe('10');
  });

  it('reads a dot typed on a numeric keypad as the comma', () => {
    expect(acceptStakeText('10', '10.')).toBe('10,');
  });

  it('answers reais', () => {
    expect(stakeValue('')).toBe(0);
    expect(stakeValue('12,5')).toBe(12.5);
    expect(stakeValue('12,')).toBe(12);
    expect(stakeValue('1000')).toBe(1000);
    expect(stakeText(12.5)).toBe('12,50');
    expect(stakeText(20)).toBe('20');
  });
});
