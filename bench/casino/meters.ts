// Load-independent meters for bench:casino: statements sent by this process, CPU time of this process and
// of the database's backends, and WAL written. On a shared machine rounds/s moves with the neighbours'
// load; the work per round does not.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Counts every statement any pg client of this process sends (Kysely runs BEGIN/COMMIT as statements too). */
export function countStatements() {
  let statements = 0;
  const query = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = counting as typeof query;
  return {
    read: () => statements,
    stop: () => {
      pg.Client.prototype.query = query;
    },
  };
}

const ticks = 100; // USER_HZ: /proc/<pid>/stat times are in 1/100 s on Linux
function cpuMsOf(pid: number) {
  try {
    // fields after the ")" of the command name: state is field 3, utime 14, stime 15
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / ticks;
  } catch {
    return Number.NaN;
  }
}

/**
 * A snapshot of the work done so far: this process's CPU, the CPU of the backends serving `database`
 * (read from /proc, so only when PostgreSQL runs on this machine; NaN otherwise) and the server's WAL
 * position. `since(before)` gives the differences.
 */
export async function snapshot(client: pg.Client, database: string) {
  const pids = (
    await client.query(
      `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      [database],
    )
  ).rows.map((r) => Number(r.pid));
  const lsn = (await client.query(`select pg_current_wal_lsn()::text as lsn`)).rows[0].lsn as string;
  const [hi, lo] = lsn.split('/').map((h) => Number.parseInt(h, 16));
  const usage = process.cpuUsage();
  return {
    nodeMs: (usage.user + usage.system) / 1000,
    backends: new Map(pids.map((p) => [p, cpuMsOf(p)])),
    walBytes: hi! * 2 ** 32 + lo!,
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

export function since(before: Snapshot, after: Snapshot) {
  let pgMs = 0;
  for (const [pid, ms] of after.backends) pgMs += ms - (before.backends.get(pid) ?? 0);
  return { nodeMs: after.nodeMs - before.nodeMs, pgMs, walBytes: after.walBytes - before.walBytes };
}
