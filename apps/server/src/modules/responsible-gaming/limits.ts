import {
  centavosToReais,
  LIMIT_COOLING_OFF_HOURS,
  reaisToCentavos,
  type TRgLimitKind,
  type TRgLimitPeriod,
  type TSetRgLimitRequest,
} from '@placar/contract';
import type { Kysely } from 'kysely';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { type Actor, recordHistory, SYSTEM } from './history';
import { applyPendingLimit, selectLimitRows, upsertLimit, usersWithDueLimits } from './limits.repository';
import { rgNow } from './rg.config';
import { type RgDb, type RgTables, rgDb } from './rg.tables';
import { lockUser } from './rg-settings.repository';
import { inTransaction } from './transaction.repository';

export type LimitRow = RgTables['rg_limits'];
/** A limit in force: kind, period and value (centavos, or minutes for sessionTime). */
export type Limit = { kind: TRgLimitKind; period: TRgLimitPeriod; value: number };

export const COOLING_OFF_MS = LIMIT_COOLING_OFF_HOURS * 3_600_000;

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** Writes the raises and removals whose cooling-off period is over (each with its audit entry). */
async function applyDue(db: RgDb, rows: LimitRow[], now: Date): Promise<LimitRow[]> {
  const out: LimitRow[] = [];
  for (const r of rows) {
    if (!r.pending_effective_at || r.pending_effective_at > now) {
      out.push(r);
      continue;
    }
    const applied = { ...r, value: num(r.pending_value), pending_value: null, pending_effective_at: null };
    if (await applyPendingLimit(db, r, applied.value, now)) {
      await recordHistory(db, {
        userId: r.user_id,
        at: r.pending_effective_at,
        action: 'limit_applied',
        by: SYSTEM,
        kind: r.kind,
        period: r.period,
        from: num(r.value),
        to: applied.value,
        effectiveAt: r.pending_effective_at,
      });
    }
    out.push(applied);
  }
  return out;
}

/** A user's limit rows, with due raises applied first. */
export async function loadLimitRows(executor: Db | Kysely<object>, userId: number, now: Date) {
  const db = rgDb(executor);
  const rows = await selectLimitRows(db, userId);
  return applyDue(db, rows, now);
}

/** The limits in force now. */
export async function limitsInForce(
  executor: Db | Kysely<object>,
  userId: number,
  now: Date,
): Promise<Limit[]> {
  const rows = await loadLimitRows(executor, userId, now);
  return rows
    .filter((r) => r.value !== null)
    .map((r) => ({
      kind: r.kind as TRgLimitKind,
      period: r.period as TRgLimitPeriod,
      value: Number(r.value),
    }));
}

/** Applies every due raise of every user (the sweep). */
export async function applyDueLimits(platform: Platform) {
  const now = rgNow(platform);
  for (const userId of await usersWithDueLimits(rgDb(platform.db), now))
    await loadLimitRows(platform.db, userId, now);
}

const toStored = (kind: TRgLimitKind, value: number | null) =>
  value === null ? null : kind === 'sessionTime' ? value : reaisToCentavos(value);
export const toShown = (kind: string, value: number | null) =>
  value === null ? null : kind === 'sessionTime' ? value : centavosToReais(value);

/**
 * Sets or removes one limit. Lowering (or a first limit) takes effect at once and cancels a waiting
 * raise; raising or removing waits LIMIT_COOLING_OFF_HOURS. Every change is audited.
 */
export async function setLimit(platform: Platform, userId: number, request: TSetRgLimitRequest, by: Actor) {
  const now = rgNow(platform);
  const wanted = toStored(request.kind, request.value);
  return inTransaction(platform.db, async (trx) => {
    const db = rgDb(trx);
    await lockUser(db, userId);
    const rows = await loadLimitRows(trx, userId, now);
    const row = rows.find((r) => r.kind === request.kind && r.period === request.period);
    const current = row ? num(row.value) : null;
    const lowering = wanted !== null && (current === null || wanted <= current);
    const effectiveAt =
      lowering || (current === null && wanted === null) ? now : new Date(now.getTime() + COOLING_OFF_MS);
    const next: LimitRow = {
      user_id: userId,
      kind: request.kind,
      period: request.period,
      value: lowering ? wanted : current,
      pending_value: lowering ? null : wanted,
      pending_effective_at: lowering || current === null ? null : effectiveAt,
      updated_at: now,
    };
    await upsertLimit(db, next, now);
    if (current !== wanted || row?.pending_effective_at) {
      await recordHistory(db, {
        userId,
        at: now,
        action: lowering ? 'limit_set' : 'limit_scheduled',
        by,
        kind: request.kind,
        period: request.period,
        from: current,
        to: wanted,
        effectiveAt,
        ...(row?.pending_effective_at && lowering
          ? {
              detail: {
                cancelledPending: num(row.pending_value),
                cancelledEffectiveAt: row.pending_effective_at,
              },
            }
          : {}),
      });
    }
    return { row: next, immediate: effectiveAt.getTime() === now.getTime(), effectiveAt };
  });
}
