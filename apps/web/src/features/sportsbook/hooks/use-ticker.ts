import { useSyncExternalStore } from 'react';

/** One timer for every clock on screen: a tick each second (seed 001 section 9: clock tick 1 s). */
const TICK_MS = 1_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The current time, renewed every second while some clock is mounted. */
export function useNowTick(enabled = true): number {
  return useSyncExternalStore(
    enabled ? subscribe : noopSubscribe,
    () => now,
    () => now,
  );
}

const noopSubscribe = () => () => {};
