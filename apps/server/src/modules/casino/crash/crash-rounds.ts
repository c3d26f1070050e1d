import { CRASH_ROUNDS_KEPT, type TCrashRoundsPage, type TCrashRoundsQuery } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { selectEndedRounds } from './crash.repository';

/**
 * The rounds that ended, newest first, paged over the last CRASH_ROUNDS_KEPT (a bounded count, whatever
 * the table's size): crashed, and cancelled by a loop that took over (migration 0502; its seed is no
 * secret: the next round's seed hashes to it). A round still betting or running keeps its seed and
 * crash point secret. Read from the database, so any node answers it.
 */
const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

export async function listCrashRounds(
  platform: Pick<Platform, 'db'>,
  q: TCrashRoundsQuery,
): Promise<TCrashRoundsPage> {
  const offset = (q.pageNumber - 1) * q.pageSize;
  const limit = Math.max(0, Math.min(q.pageSize, CRASH_ROUNDS_KEPT - offset));
  const rows = await selectEndedRounds(platform.db, CRASH_ROUNDS_KEPT, offset, limit);
  const items = rows
    .filter((x) => x.id !== null)
    .map((x) => ({
      roundId: Number(x.id),
      status: x.phase,
      crashPoint: Number(x.crash_point),
      seedHash: x.seed_hash,
      seed: x.seed,
      chainAnchor: x.anchor,
      chainIndex: Number(x.chain_index),
      salt: x.salt,
      startedAt: iso(x.started_at),
      crashedAt: iso(x.crashed_at),
      cancelledAt: iso(x.cancelled_at),
    }));
  return { items, pageNumber: q.pageNumber, pageSize: q.pageSize, total: Number(rows[0]?.total ?? 0) };
}
