import { type Kysely, sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/**
 * The stake gate in one statement (rg_stake_gate(), migration 0701): a restriction in force, the
 * limits to judge, or nothing. Another module's SQL function may run it inside its own statement
 * (the casino debit does, with `stakeGateNow` as p_now) and hand the answer back to `settleStakeGate`.
 */
export type StakeGate = { restriction: Record<string, unknown> } | { limits: true } | null;

/** Runs the gate on its own (one statement). */
export async function readStakeGate(
  executor: Db | Kysely<object>,
  userId: number,
  now: Date,
): Promise<StakeGate> {
  const r = await sql<{
    gate: StakeGate;
  }>`select rg_stake_gate(${userId}::bigint, ${now}::timestamptz) as gate`.execute(executor);
  return r.rows[0]?.gate ?? null;
}
