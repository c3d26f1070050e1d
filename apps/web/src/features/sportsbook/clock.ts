import type { TLiveClock } from '@placar/contract';

/**
 * Seed 001 section 5: on the Brazil, Peru and Mexico brands the status text of a break, a wait or
 * penalties hides the match clock (this client is the Brazil brand). A break is the half-time
 * 'Intervalo' and the 'Pausa' between other periods (ice hockey, basketball quarters ...).
 */
const HIDING_STATUS = /intervalo|pausa|aguardando|p[êe]naltis|break|pause|waiting|penalties/i;

export function clockHidden(statusText: string): boolean {
  return HIDING_STATUS.test(statusText);
}

/**
 * Sports whose play is not timed (innings, sets, games, maps, laps): their live rows show the period
 * text only ('3ª entrada (alta)', '2º set', 'Volta 12/57'), never an elapsed clock.
 * Baseball, tennis, volleyball, chess, eSports, Formula 1.
 */
const UNTIMED_SPORTS: ReadonlySet<string> = new Set([
  'sr:sport:3',
  'sr:sport:5',
  'sr:sport:23',
  'sr:sport:33',
  'sr:sport:109',
  'sr:sport:40',
]);

export function isTimedSport(sportId: string): boolean {
  return !UNTIMED_SPORTS.has(sportId);
}

/** Whether a live match shows its clock: a timed sport, not at a break, a wait or penalties. */
export function showsClock(sportId: string, statusText: string): boolean {
  return isTimedSport(sportId) && !clockHidden(statusText);
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
