import {
  centavosToReais,
  RG_LIMIT_KINDS,
  RG_PERIODS_OF,
  type TRgLimit,
  type TRgLimitKind,
  type TRgLimitPeriod,
} from '@placar/contract';
import type { Platform } from '../../platform/context';
import { getPlayTotals, type PlayTotals } from '../wallet';
import { type LimitRow, loadLimitRows, toShown } from './limits';
import { currentPlaySession, playedMs } from './play-session';
import { selectSessionsSeenSince } from './play-sessions.repository';
import { rgNow } from './rg.config';
import { rgDb } from './rg.tables';
import { windowOf } from './windows';

const MONEY_PERIODS = ['daily', 'weekly', 'monthly'] as const;

function usedMoney(kind: TRgLimitKind, t: PlayTotals) {
  if (kind === 'deposit') return centavosToReais(t.deposited);
  if (kind === 'betAmount') return centavosToReais(t.staked);
  return centavosToReais(Math.max(0, -t.net));
}

async function minutesToday(platform: Platform, userId: number, now: Date) {
  const { start } = windowOf('daily', now);
  const rows = await selectSessionsSeenSince(rgDb(platform.db), userId, start);
  let ms = 0;
  for (const s of rows) {
    const from = Math.max(new Date(s.started_at).getTime(), start.getTime());
    ms += Math.max(0, new Date(s.started_at).getTime() + playedMs(s, now) - from);
  }
  return Math.floor(ms / 60_000);
}

export function presentLimit(
  row: LimitRow | undefined,
  kind: TRgLimitKind,
  period: TRgLimitPeriod,
  used: number,
  now: Date,
): TRgLimit {
  return {
    kind,
    period,
    value: row ? toShown(kind, row.value === null ? null : Number(row.value)) : null,
    pending: row?.pending_effective_at
      ? {
          value: toShown(kind, row.pending_value === null ? null : Number(row.pending_value)),
          effectiveAt: new Date(row.pending_effective_at).toISOString(),
        }
      : null,
    used,
    resetsAt: period === 'session' ? null : windowOf(period, now).end.toISOString(),
  };
}

/**
 * Every limit kind and period (set or not) with what its current window has used: deposits (credited),
 * stakes, net loss, minutes of play; raises waiting for their cooling-off show as `pending`.
 */
export async function listLimits(platform: Platform, userId: number): Promise<TRgLimit[]> {
  const now = rgNow(platform);
  const rows = await loadLimitRows(platform.db, userId, now);
  const totals = await getPlayTotals(
    platform,
    userId,
    MONEY_PERIODS.map((p) => windowOf(p, now).start),
  );
  const session = await currentPlaySession(platform.db, userId, now);
  const today = await minutesToday(platform, userId, now);
  const out: TRgLimit[] = [];
  for (const kind of RG_LIMIT_KINDS) {
    for (const period of RG_PERIODS_OF[kind]) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      let used: number;
      if (kind === 'sessionTime')
        used = period === 'session' ? (session ? Math.floor(playedMs(session, now) / 60_000) : 0) : today;
      else used = usedMoney(kind, totals[MONEY_PERIODS.indexOf(period as (typeof MONEY_PERIODS)[number])]!);
      out.push(presentLimit(row, kind, period, used, now));
    }
  }
  return out;
}
