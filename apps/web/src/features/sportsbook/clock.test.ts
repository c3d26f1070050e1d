import { describe, expect, it } from 'vitest';
import { clockHidden, clockSeconds, formatClock, showsClock } from './clock';

describe('clockSeconds', () => {
  const at = 1_000_000;
  it('ticks up one second per second', () => {
    expect(clockSeconds({ timeInSeconds: 600, stopped: false, timerType: 'up' }, at, at + 3_500)).toBe(603);
  });
  it('ticks down and never below 0', () => {
    expect(clockSeconds({ timeInSeconds: 5, stopped: false, timerType: 'down' }, at, at + 2_000)).toBe(3);
    expect(clockSeconds({ timeInSeconds: 5, stopped: false, timerType: 'down' }, at, at + 60_000)).toBe(0);
  });
  it('stands still when stopped', () => {
    expect(clockSeconds({ timeInSeconds: 2700, stopped: true, timerType: 'up' }, at, at + 9_000)).toBe(2700);
  });
});

describe('clockHidden', () => {
  it('hides the clock at the break, while waiting and at penalties', () => {
    expect(clockHidden('Intervalo')).toBe(true);
    expect(clockHidden('Aguardando prorrogação')).toBe(true);
    expect(clockHidden('Pênaltis')).toBe(true);
    expect(clockHidden('2º tempo')).toBe(false);
  });
  it('hides it at the pause between periods too (ice hockey, basketball quarters)', () => {
    expect(clockHidden('Pausa')).toBe(true);
    expect(clockHidden('2º período')).toBe(false);
    expect(clockHidden('3º quarto')).toBe(false);
  });
});

describe('showsClock', () => {
  it('shows the clock of timed sports while play runs', () => {
    expect(showsClock('sr:sport:1', '2º tempo')).toBe(true);
    expect(showsClock('sr:sport:4', '2º período')).toBe(true);
    expect(showsClock('sr:sport:2', '4º quarto')).toBe(true);
  });
  it('never shows an elapsed clock for baseball and other untimed sports, only the period text', () => {
    expect(showsClock('sr:sport:3', '7ª entrada (alta)')).toBe(false);
    expect(showsClock('sr:sport:5', '2º set')).toBe(false);
    expect(showsClock('sr:sport:23', '3º set')).toBe(false);
  });
  it('hides the ice hockey clock in the pause between periods', () => {
    expect(showsClock('sr:sport:4', 'Pausa')).toBe(false);
  });
});

describe('formatClock', () => {
  it('pads minutes and seconds', () => {
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(6000)).toBe('100:00');
    expect(formatClock(0)).toBe('00:00');
  });
});
