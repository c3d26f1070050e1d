import type { ListItem } from '../api/seed-matches';

/** Seed 001 sections 4 and 9: staleness 150 s, checked every 180 s; live matches older than 5 h dropped. */
export const STALE_AFTER_MS = 150_000;
export const STALE_CHECK_EVERY_MS = 180_000;
export const MAX_LIVE_AGE_MS = 5 * 60 * 60_000;

/** Live matches that started more than 5 hours ago. */
export function tooOld(items: readonly ListItem[], now: number): string[] {
  return items.filter((i) => now - Date.parse(i.scheduleTime) > MAX_LIVE_AGE_MS).map((i) => i.id);
}

/** Matches whose last update (or, never updated, the list's load) is older than 150 s. */
export function staleIds(
  items: readonly ListItem[],
  lastUpdated: ReadonlyMap<string, number>,
  listLoadedAt: number,
  now: number,
): string[] {
  return items.filter((i) => now - (lastUpdated.get(i.id) ?? listLoadedAt) > STALE_AFTER_MS).map((i) => i.id);
}

/** The fixture check: a match leaves the live list when no longer live or its coverage changed. */
export function dropAfterCheck(
  check: { isLive: boolean; bookingStatus: string },
  known: { bookingStatus: string } | undefined,
): boolean {
  return !check.isLive || (known !== undefined && known.bookingStatus !== check.bookingStatus);
}
