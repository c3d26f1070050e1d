import type { TLiveClock } from '@placar/contract';

/**
 * Seed 001 section 5: on the Brazil, Peru and Mexico brands the status text of a break, a wait or
 * penalties hides the match clock (this client is the Brazil brand).
 */
const HIDING_STATUS = /intervalo|aguardando|p[êe]naltis|break|waiting|penalties/i;

export function clockHidden(statusText: string): boolean {
  return HIDING_STATUS.test(statusText);
}

/**
 * The clock's seconds at `now`: it ticks each second up or down from when it was read (`readAt`),
 * never below 0, and stands still when stopped.
 */
export function clockSeconds(time: TLiveClock, readAt: number, now: number): number {
  const base = Math.floor(time.timeInSeconds);
  if (time.stopped) return Math.max(0, base);
  const elapsed = Math.max(0, Math.floor((now - readAt) / 1000));
  return Math.max(0, time.timerType === 'down' ? base - elapsed : base + elapsed);
}

/** 754 → "12:34"; 6000 → "100:00". */
export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
