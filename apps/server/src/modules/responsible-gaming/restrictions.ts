import {
  isPermanentExclusion,
  RG_ERRORS,
  type TRgErrorCode,
  type TRgRestriction,
  type ZAutoexclusion,
} from '@placar/contract';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { selectActiveRestrictions } from './restrictions.repository';
import type { RgTables } from './rg.tables';

export type RestrictionRow = Selectable<RgTables['rg_restrictions']>;
type TAutoexclusion = z.infer<typeof ZAutoexclusion>;
export type RestrictionKind = RestrictionRow['kind'];

/** Internal blocks weigh most, then self-exclusions, then pauses. */
const WEIGHT: Record<RestrictionKind, number> = { internalBlock: 3, selfExclusion: 2, break: 1 };

export function rgError(code: TRgErrorCode, context?: Record<string, unknown>) {
  const { status, message } = RG_ERRORS[code];
  return new AppError(code, { status, message, ...(context ? { context } : {}) });
}

/** The restrictions in force at `now` (not ended, started, not run out), strongest first. */
export async function activeRestrictions(
  executor: Db | Kysely<object>,
  userId: number,
  now: Date,
): Promise<RestrictionRow[]> {
  const rows = await selectActiveRestrictions(executor, userId, now);
  return rows.sort(
    (a, b) =>
      WEIGHT[b.kind] - WEIGHT[a.kind] ||
      (b.ends_at?.getTime() ?? Number.POSITIVE_INFINITY) - (a.ends_at?.getTime() ?? Number.POSITIVE_INFINITY),
  );
}

export function statusOf(strongest: RestrictionRow | undefined) {
  if (!strongest) return 'Active' as const;
  if (strongest.kind === 'internalBlock') return 'InternalBlocked' as const;
  if (strongest.kind === 'selfExclusion') return 'SelfExcluded' as const;
  return 'Break' as const;
}

/** The login answer's autoexclusion: months and the resume date (null when permanent). */
export function autoexclusionOf(rows: RestrictionRow[]): TAutoexclusion {
  const exclusion = rows.find((r) => r.kind === 'selfExclusion');
  if (!exclusion) return null;
  const months = exclusion.months ?? 0;
  return {
    exclusionMonth: months,
    resumeExclusionDate:
      isPermanentExclusion(months) || !exclusion.ends_at ? null : new Date(exclusion.ends_at).toISOString(),
  };
}

export function presentRestriction(row: RestrictionRow | undefined): TRgRestriction | null {
  if (!row) return null;
  return {
    kind: row.kind,
    startedAt: new Date(row.starts_at).toISOString(),
    endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
    months: row.months,
    hours: row.hours,
  };
}

/** The refusal a restriction gives to deposits, bets and games (403). */
export function refusalOf(row: RestrictionRow) {
  if (row.kind === 'internalBlock')
    return new AppError('INTERNAL_BLOCKED', { context: { status: 'InternalBlocked' } });
  if (row.kind === 'selfExclusion') {
    return new AppError('SELF_EXCLUDED', {
      context: { status: 'SelfExcluded', autoexclusion: autoexclusionOf([row]) },
    });
  }
  return rgError('RESPONSABLE_GAME_BREAK_TIME', { endsAt: row.ends_at?.toISOString() ?? null });
}
