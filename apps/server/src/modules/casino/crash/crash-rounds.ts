import { CRASH_ROUNDS_KEPT, type TCrashRoundsPage, type TCrashRoundsQuery } from '@placar/contract';
import { sql } from 'kysely';
import type { Platform } from '../../../platform/context';

type Row = {
  total: number;
  id: number | null;
  crash_point: number;
  seed: string;
  seed_hash: string;
  chain_index: number;
  phase: 'crashed' | 'cancelled';
  started_at: Date | null;
  crashed_at: Date | null;
  cancelled_at: Date | null;
  anchor: string;
  salt: string;
};

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
  const r = await sql<Row>`
    select t.total, p.id, p.crash_point, p.seed, p.seed_hash, p.chain_index, p.phase, p.started_at,
      p.crashed_at, p.cancelled_at, c.anchor, c.salt
    from (select count(*)::int as total from (
        select 1 from casino_crash_rounds where phase in ('crashed', 'cancelled')
        order by id desc limit ${CRASH_ROUNDS_KEPT}
      ) kept) t
    left join lateral (
      select id, chain_id, crash_point, seed, seed_hash, chain_index, phase, started_at, crashed_at, cancelled_at
      from casino_crash_rounds where phase in ('crashed', 'cancelled')
      order by id desc offset ${offset} limit ${limit}
    ) p on true
    left join casino_crash_chains c on c.id = p.chain_id
    order by p.id desc`.execute(platform.db);
  const items = r.rows
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
  return { items, pageNumber: q.pageNumber, pageSize: q.pageSize, total: Number(r.rows[0]?.total ?? 0) };
}
