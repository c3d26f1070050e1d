import { centavosToReais, type TRgHistoryAction, type TRgHistoryEntry } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { insertHistory, selectHistory } from './history.repository';
import { type RgDb, type RgTables, rgDb } from './rg.tables';

export type Actor = { actor: RgTables['rg_history']['actor']; actorId: number | null };

export const bettor = (userId: number): Actor => ({ actor: 'bettor', actorId: userId });
export const support = (adminId: number): Actor => ({ actor: 'support', actorId: adminId });
export const SYSTEM: Actor = { actor: 'system', actorId: null };

export type HistoryInput = {
  userId: number;
  at: Date;
  action: TRgHistoryAction;
  by: Actor;
  kind?: string | null;
  period?: string | null;
  from?: number | null;
  to?: number | null;
  effectiveAt?: Date | null;
  detail?: Record<string, unknown>;
};

/** Appends one audit entry (in the caller's transaction: the change and its record commit together). */
export async function recordHistory(db: RgDb, e: HistoryInput) {
  await insertHistory(db, {
    user_id: e.userId,
    at: e.at,
    action: e.action,
    actor: e.by.actor,
    actor_id: e.by.actorId,
    kind: e.kind ?? null,
    period: e.period ?? null,
    from_value: e.from ?? null,
    to_value: e.to ?? null,
    effective_at: e.effectiveAt ?? null,
    detail: JSON.stringify(e.detail ?? {}),
  });
}

/** Money limits are stored in centavos and shown in reais; minutes, hours and months as they are. */
export const isMoneyKind = (kind: string | null) =>
  kind === 'deposit' || kind === 'loss' || kind === 'betAmount';
const shown = (kind: string | null, v: number | null) =>
  v === null ? null : isMoneyKind(kind) ? centavosToReais(Number(v)) : Number(v);

/** The audit trail of a user, newest first. */
export async function listHistory(
  platform: Platform,
  userId: number,
  limit = 200,
): Promise<TRgHistoryEntry[]> {
  const rows = await selectHistory(rgDb(platform.db), userId, limit);
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    action: r.action as TRgHistoryAction,
    actor: r.actor,
    actorId: r.actor_id === null ? null : Number(r.actor_id),
    kind: r.kind,
    period: r.period,
    from: shown(r.kind, r.from_value),
    to: shown(r.kind, r.to_value),
    effectiveAt: r.effective_at ? new Date(r.effective_at).toISOString() : null,
  }));
}
