import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedMatches } from '../api/seed-matches';
import { resetOnScreenObserver } from '../hooks/use-on-screen';
import { soccerMatch } from '../testing/match-fixtures';
import { MatchClock } from './MatchClock';

function clockOf(overrides: Parameters<typeof soccerMatch>[1]) {
  const client = new QueryClient();
  const match = soccerMatch(1, overrides);
  seedMatches(client, [match]);
  render(
    <QueryClientProvider client={client}>
      <MatchClock matchId={match.id} />
    </QueryClientProvider>,
  );
}

describe('MatchClock', () => {
  it('runs the clock of a football match in play', () => {
    clockOf({
      matchStatusDescription: '2º tempo',
      time: { timeInSeconds: 3000, stopped: false, timerType: 'up' },
    });
    expect(screen.getByTestId('match-clock').textContent).toBe('50:00');
    expect(screen.getByText('2º tempo')).toBeTruthy();
  });

  it('shows only the inning of a baseball match, never an elapsed clock', () => {
    clockOf({
      sportId: 'sr:sport:3',
      matchStatusDescription: '7ª entrada (alta)',
      time: { timeInSeconds: 8027, stopped: false, timerType: 'up' },
    });
    expect(screen.queryByTestId('match-clock')).toBeNull();
    expect(screen.getByText('7ª entrada (alta)')).toBeTruthy();
  });

  it('hides the ice hockey clock in the pause between periods', () => {
    clockOf({
      sportId: 'sr:sport:4',
      matchStatusDescription: 'Pausa',
      time: { timeInSeconds: 0, stopped: true, timerType: 'down' },
    });
    expect(screen.queryByTestId('match-clock')).toBeNull();
    expect(screen.getByText('Pausa')).toBeTruthy();
  });
});

describe('MatchClock off screen', () => {
  type Callback = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;
  let fire: Callback = () => {};
  const targets: Element[] = [];
  class FakeObserver {
    constructor(cb: Callback) {
      fire = cb;
    }
    observe(el: Element) {
      targets.push(el);
    }
    unobserve() {}
    disconnect() {}
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    resetOnScreenObserver();
    targets.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stands still while off screen and shows the right time when back', () => {
    clockOf({
      matchStatusDescription: '2º tempo',
      time: { timeInSeconds: 3000, stopped: false, timerType: 'up' },
    });
    const time = () => screen.getByTestId('match-clock').textContent;
    act(() => vi.advanceTimersByTime(2_000));
    expect(time()).toBe('50:02');
    act(() => fire(targets.map((target) => ({ target, isIntersecting: false }))));
    act(() => vi.advanceTimersByTime(5_000));
    expect(time()).toBe('50:02');
    act(() => fire(targets.map((target) => ({ target, isIntersecting: true }))));
    expect(time()).toBe('50:07');
    act(() => vi.advanceTimersByTime(1_000));
    expect(time()).toBe('50:08');
  });
});
