// Load-independent meters for bench:casino: statements sent by this process, CPU time of this process and
// of the database's backends, and WAL written. On a shared machine rounds/s moves with the neighbours'
// load; the work per round does not.
import { readdirSync, readFileSync } from 'node:fs';
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

/** The pids of this machine's PostgreSQL processes (backends and background workers), from /proc. */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/**
 * A snapshot of the work done so far: this process's CPU, the CPU of every PostgreSQL process of this
 * machine (its backends, WAL writer, checkpointer, autovacuum: read from /proc, so only when PostgreSQL
 * runs here; the bench runs nothing else on it meanwhile) and the server's WAL position.
 * `since(before)` gives the differences.
 */
/** Busy CPU of the whole machine so far (all cores, ms), from /proc/stat: everything but idle and iowait. */
function machineBusyMs() {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = cpu as number[];
  return (
    (((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 1000) / ticks
  );
}

export async function snapshot(client: pg.Client) {
  const lsn = (await client.query(`select pg_current_wal_lsn()::text as lsn`)).rows[0].lsn as string;
  const [hi, lo] = lsn.split('/').map((h) => Number.parseInt(h, 16));
  const usage = process.cpuUsage();
  return {
    nodeMs: (usage.user + usage.system) / 1000,
    machineMs: machineBusyMs(),
    backends: new Map(postgresPids().map((p) => [p, cpuMsOf(p)])),
    walBytes: hi! * 2 ** 32 + lo!,
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

export function since(before: Snapshot, after: Snapshot) {
  let pgMs = 0;
  // a backend that ended between the pid list and its /proc read reads NaN: it is left out
  for (const [pid, ms] of after.backends) {
    const from = before.backends.get(pid) ?? 0;
    if (Number.isFinite(ms) && Number.isFinite(from)) pgMs += ms - from;
  }
  return {
    nodeMs: after.nodeMs - before.nodeMs,
    pgMs,
    machineMs: after.machineMs - before.machineMs,
    walBytes: after.walBytes - before.walBytes,
  };
}
