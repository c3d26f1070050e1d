import { RG_TIMEZONE_OFFSET_HOURS, type TRgLimitPeriod } from '@placar/contract';

const OFFSET_MS = RG_TIMEZONE_OFFSET_HOURS * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The calendar window of a daily, weekly or monthly limit in Brasília time (UTC-3, no daylight saving
 * since 2019): the day from 00:00, the week from Monday 00:00, the month from the 1st. Answers its
 * start and when it starts again.
 */
export function windowOf(period: Exclude<TRgLimitPeriod, 'session'>, now: Date): { start: Date; end: Date } {
  const local = new Date(now.getTime() + OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const toUtc = (localMs: number) => new Date(localMs - OFFSET_MS);
  if (period === 'daily') {
    const start = Date.UTC(y, m, d);
    return { start: toUtc(start), end: toUtc(start + DAY_MS) };
  }
  if (period === 'weekly') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    const start = Date.UTC(y, m, d - sinceMonday);
    return { start: toUtc(start), end: toUtc(start + 7 * DAY_MS) };
  }
  return { start: toUtc(Date.UTC(y, m, 1)), end: toUtc(Date.UTC(y, m + 1, 1)) };
}

/** A date `months` calendar months later (the 31st of a shorter month becomes its last day). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
