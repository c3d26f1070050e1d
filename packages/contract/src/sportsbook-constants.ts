/**
 * The sportsbook's numbers the web's first load reads (no zod here: see "First load without zod" in
 * docs/ARCHITECTURE.md). Re-exported by sportsbook.ts.
 */

/** Event status (seed 001 section 4). */
export const EVENT_STATUS = {
  NotStarted: 0,
  Live: 1,
  Suspended: 2,
  Ended: 3,
  Closed: 4,
  Cancelled: 5,
  Delayed: 6,
  Interrupted: 7,
  Postponed: 8,
  Abandoned: 9,
  Unknown: 10,
  MatchAboutToStart: 11,
} as const;
export type TEventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];

/**
 * THE live statuses: live, suspended (a bet stop on the whole match) and interrupted (seed 001).
 * Every place that asks "is this event live" (lists, visibility, the stream, the slip) reads these.
 */
export const LIVE_EVENT_STATUSES = [
  EVENT_STATUS.Live,
  EVENT_STATUS.Suspended,
  EVENT_STATUS.Interrupted,
] as const;
const LIVE: ReadonlySet<number> = new Set(LIVE_EVENT_STATUSES);
export const isLiveStatus = (status: number): boolean => LIVE.has(status);

/** Ended, closed, cancelled, postponed or abandoned: over, no longer on a live list. */
export const FINISHED_EVENT_STATUSES = [
  EVENT_STATUS.Ended,
  EVENT_STATUS.Closed,
  EVENT_STATUS.Cancelled,
  EVENT_STATUS.Postponed,
  EVENT_STATUS.Abandoned,
] as const;
const FINISHED: ReadonlySet<number> = new Set(FINISHED_EVENT_STATUSES);
export const isFinishedStatus = (status: number): boolean => FINISHED.has(status);
