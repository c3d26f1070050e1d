// npm run bench:ledger — ledger transfers per second and p99 latency on the real PostgreSQL, beside
// pgbench's TPC-B-like run on the same server with the same client counts, in one command.
// Each side gets its own scratch database, dropped at the end.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default 10),
//   BENCH_CLIENTS (default "2,32"), BENCH_PGBENCH_SCALE (default 10).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accounts } from '../../apps/server/src/modules/wallet/accounts';
import { transfer } from '../../apps/server/src/modules/wallet/transfer';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus';
import type { Platform } from '../../apps/server/src/platform/context';
import { openPostgres } from '../../apps/server/src/platform/db/database';
import { listFunctionFiles, listMigrations, migrate } from '../../apps/server/src/platform/db/migrate';
import { adminStatement, databaseUrl } from '../pg-admin';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clientCounts = (process.env.BENCH_CLIENTS ?? '2,32').split(',').map(Number);
const scale = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);
const USERS = 2_000;

type Result = { clients: number; tps: number; p99ms: number; avgms: number };

const stamp = `${Date.now()}`;
const ledgerDb = `placar_bench_ledger_${stamp}`;
const pgbenchDb = `placar_bench_pgbench_${stamp}`;

const urlFor = (db: string) => databaseUrl(serverUrl, db);
const admin = (statement: string) => adminStatement(serverUrl, statement);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function benchLedger(): Promise<Result[]> {
  await admin(`create database ${ledgerDb}`);
  const database = await openPostgres(urlFor(ledgerDb), Math.max(...clientCounts) + 2);
  try {
    // Only the ledger's own schema: the benchmark measures the wallet module alone.
    const wallet = (f: { path: string }) => f.path.includes('/modules/wallet/');
    await migrate(database, listMigrations().filter(wallet), listFunctionFiles().filter(wallet));
    const platform = { db: database.db, database, bus: new MemoryBus() } as unknown as Platform;
    let seq = 0;
    // Every user starts with R$ 10.000,00 (one Pix deposit each).
    for (let u = 1; u <= USERS; u++) {
      await transfer(platform, {
        idempotencyKey: `bench-fund-${u}`,
        kind: 'pix_deposit',
        userId: u,
        lines: [
          { account: accounts.pixClearing, amount: -1_000_000 },
          { account: accounts.real(u), amount: 1_000_000 },
        ],
      });
    }
    const results: Result[] = [];
    for (const clients of clientCounts) {
      const latencies: number[] = [];
      const deadline = performance.now() + seconds * 1000;
      // The betting workload: a stake moves from a random bettor's wallet to bets in play and back at settlement.
      const worker = async () => {
        while (performance.now() < deadline) {
          const u = 1 + Math.floor(Math.random() * USERS);
          const stake = 1 + Math.floor(Math.random() * 1000);
          const placing = Math.random() < 0.5;
          seq += 1;
          const started = performance.now();
          await transfer(platform, {
            idempotencyKey: `bench-${clients}-${seq}`,
            kind: placing ? 'bet_placed' : 'bet_settled',
            userId: u,
            lines: placing
              ? [
                  { account: accounts.real(u), amount: -stake },
                  { account: accounts.betsInPlay(u), amount: stake },
                ]
              : [
                  { account: accounts.house, amount: -stake },
                  { account: accounts.real(u), amount: stake },
                ],
          });
          latencies.push(performance.now() - started);
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: clients }, worker));
      const elapsed = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      results.push({
        clients,
        tps: latencies.length / elapsed,
        p99ms: percentile(latencies, 99),
        avgms: latencies.reduce((s, v) => s + v, 0) / Math.max(latencies.length, 1),
      });
    }
    const check = await import('../../apps/server/src/modules/wallet/ledger-invariants');
    const report = await check.checkLedger(database.db);
    if (!report.ok) throw new Error(`ledger invariants broken after the run: ${JSON.stringify(report)}`);
    return results;
  } finally {
    await database.close();
    await admin(`drop database if exists ${ledgerDb} with (force)`);
  }
}

function benchPgbench(): Result[] {
  const u = new URL(serverUrl);
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  execFileSync('createdb', [...conn, pgbenchDb]);
  try {
    execFileSync('pgbench', [...conn, '-i', '-q', '-s', String(scale), pgbenchDb], { stdio: 'ignore' });
    const results: Result[] = [];
    for (const clients of clientCounts) {
      const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
      try {
        const out = execFileSync(
          'pgbench',
          [
            ...conn,
            '-n',
            '-c',
            String(clients),
            '-j',
            String(Math.min(clients, 2)),
            '-T',
            String(seconds),
            '-l',
            '--log-prefix',
            join(dir, 'tx'),
            pgbenchDb,
          ],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
        );
        const tps = Number(
          /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ??
            /tps = ([\d.]+)/.exec(out)?.[1],
        );
        // Per-transaction log: client_id transaction_no time(µs) script_no time_epoch time_us
        const latencies: number[] = [];
        for (const f of readdirSync(dir)) {
          for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
            const us = Number(line.split(' ')[2]);
            if (Number.isFinite(us) && line) latencies.push(us / 1000);
          }
        }
        latencies.sort((a, b) => a - b);
        results.push({
          clients,
          tps,
          p99ms: percentile(latencies, 99),
          avgms: latencies.reduce((s, v) => s + v, 0) / Math.max(latencies.length, 1),
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    return results;
  } finally {
    execFileSync('dropdb', [...conn, '--if-exists', '--force', pgbenchDb]);
  }
}

console.log(
  `ledger vs pgbench on ${new URL(serverUrl).host}, ${seconds} s per run, ${USERS} bettors, pgbench scale ${scale}`,
);
const ledger = await benchLedger();
const pgbench = benchPgbench();
const f = (n: number, d = 0) => n.toFixed(d).padStart(9);
console.log('');
console.log('clients │ ledger tps │ ledger p99 ms │ pgbench tps │ pgbench p99 ms │ ledger / pgbench');
console.log('────────┼────────────┼───────────────┼─────────────┼────────────────┼─────────────────');
for (const l of ledger) {
  const p = pgbench.find((r) => r.clients === l.clients)!;
  console.log(
    `${String(l.clients).padStart(7)} │  ${f(l.tps)} │     ${f(l.p99ms, 2)} │   ${f(p.tps)} │      ${f(p.p99ms, 2)} │ ${f((l.tps / p.tps) * 100, 0)} %`,
  );
}
console.log('');
console.log(
  'ledger transfer: one ledger_transfer() statement, its own transaction (idempotency check, accounts',
);
console.log(
  'locked in id order FOR UPDATE, transfer + entries inserted, balances updated); pgbench: TPC-B-like.',
);
const worst = Math.min(...ledger.map((l) => l.tps / pgbench.find((r) => r.clients === l.clients)!.tps));
console.log(
  `target: at least 1/3 of pgbench's tps — ${worst >= 1 / 3 ? 'met' : 'NOT met'} (worst ratio ${(worst * 100).toFixed(0)} %)`,
);
