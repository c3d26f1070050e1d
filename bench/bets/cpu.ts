// CPU time of this process and of PostgreSQL backends (Linux /proc), to report CPU ms per ticket: on a
// machine shared with other work, throughput swings with the neighbours; the CPU a ticket costs does not.
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of a process in ms, 0 when it is gone or /proc is not there. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU ms spent between two snapshots by processes present in the second one (backends of a database). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, t] of after) ms += t - (before.get(pid) ?? 0);
  return ms;
}

export const snapshot = (pids: number[]) => new Map(pids.map((pid) => [pid, processCpuMs(pid)]));

/** This process's CPU (all threads: V8, GC, libuv) in ms. */
export function selfCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
