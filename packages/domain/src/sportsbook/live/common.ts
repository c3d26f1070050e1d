import type { Score } from '../types';
import type { Prng } from './prng';
import type { LiveMatchState, MatchEvent, MatchEventType, Side } from './types';

/** Collects events with the state's current period, clock and score. */
export function emitter(state: LiveMatchState, events: MatchEvent[]) {
  return (
    type: MatchEventType,
    extra: Partial<Pick<MatchEvent, 'side' | 'points' | 'detail' | 'betStop'>> = {},
  ) => {
    events.push({
      type,
      at: state.elapsed,
      ...extra,
      period: state.period,
      periodName: state.periodName,
      clock: { ...state.clock },
      score: { ...state.score },
    });
  };
}

export type Emit = ReturnType<typeof emitter>;

export function addPoints(state: LiveMatchState, side: Side, points: number): void {
  state.score[side] += points;
  const current = state.periodScores[state.periodScores.length - 1];
  if (current) current[side] += points;
}

export function other(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

export function zero(): Score {
  return { home: 0, away: 0 };
}

/** One simulation tick for a sport: mutates the state (which the caller cloned) and emits events. */
export type Tick<S extends LiveMatchState> = (state: S, dt: number, rng: Prng, emit: Emit) => void;
