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
  started_at: Date;
  crashed_at: Date;
  anchor: string;
  salt: string;
};

/**
 * The crashed rounds, newest first, paged over the last CRASH_ROUNDS_KEPT (a bounded count, whatever
 * the table's size). Only crashed rounds: a round still betting or running keeps its seed and crash
 * point secret. Read from the database, so any node answers it.
 */
export async function listCrashRounds(
  platform: Pick<Platform, 'db'>,
  q: TCrashRoundsQuery,
): Promise<TCrashRoundsPage> {
  const offset = (q.pageNumber - 1) * q.pageSize;
  const limit = Math.max(0, Math.min(q.pageSize, CRASH_ROUNDS_KEPT - offset));
  const r = await sql<Row>`
    select t.total, p.id, p.crash_point, p.seed, p.seed_hash, p.chain_index, p.started_at, p.crashed_at,
      c.anchor, c.salt
    from (select count(*)::int as total from (
        select 1 from casino_crash_rounds where phase = 'crashed' order by id desc limit ${CRASH_ROUNDS_KEPT}
      ) kept) t
    left join lateral (
      select id, chain_id, crash_point, seed, seed_hash, chain_index, started_at, crashed_at
      from casino_crash_rounds where phase = 'crashed' order by id desc offset ${offset} limit ${limit}
    ) p on true
    left join casino_crash_chains c on c.id = p.chain_id
    order by p.id desc`.execute(platform.db);
  const items = r.rows
    .filter((x) => x.id !== null)
    .map((x) => ({
      roundId: Number(x.id),
      crashPoint: Number(x.crash_point),
      seedHash: x.seed_hash,
      seed: x.seed,
      chainAnchor: x.anchor,
      chainIndex: Number(x.chain_index),
      salt: x.salt,
      startedAt: new Date(x.started_at).toISOString(),
      crashedAt: new Date(x.crashed_at).toISOString(),
    }));
  return { items, pageNumber: q.pageNumber, pageSize: q.pageSize, total: Number(r.rows[0]?.total ?? 0) };
}
