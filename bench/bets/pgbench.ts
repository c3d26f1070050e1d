// pgbench's TPC-B-like run in its own scratch database, same client count and duration as the placement
// load, with its p99 from the per-transaction log.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export function benchPgbench(serverUrl: string, db: string, clients: number, seconds: number, scale: number) {
  const u = new URL(serverUrl);
  const conn = [
    '-h',
    decodeURIComponent(u.hostname),
    '-p',
    u.port || '5432',
    '-U',
    decodeURIComponent(u.username || 'postgres'),
  ];
  execFileSync('createdb', [...conn, db]);
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    execFileSync('pgbench', [...conn, '-i', '-q', '-s', String(scale), db], { stdio: 'ignore' });
    const args = ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-l', '--log-prefix'];
    const out = execFileSync('pgbench', [...conn, ...args, join(dir, 'tx'), db], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const tps = Number(
      /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? /tps = ([\d.]+)/.exec(out)?.[1],
    );
    const latencies: number[] = [];
    for (const f of readdirSync(dir)) {
      for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (line && Number.isFinite(us)) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return { tps, p99: percentile(latencies, 99) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    execFileSync('dropdb', [...conn, '--if-exists', '--force', db]);
  }
}
