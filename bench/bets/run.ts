// npm run bench:bets — prematch tickets accepted per second and p99 latency on the real PostgreSQL with 32
// concurrent bettors, beside pgbench's TPC-B-like run (its own scratch database, same client count), then
// the ledger check. Tickets go through what the placement routes run, in process, not through HTTP: the
// bettor guard (`assertMayBet`) and the placement service (`placeTicket`: feed checks, limits, responsible
// gaming, the ticket with its legs and the ledger debit). Also printed: SQL statements sent per placement
// (counted at the driver, pg.Client#query) and CPU ms per placement (this process plus its PostgreSQL
// backends), which hold still when neighbours on the machine make the throughput swing.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default 10),
//   BENCH_CLIENTS (default 32), BENCH_PGBENCH_SCALE (default 10), BENCH_USERS (default 1000),
//   BENCH_CPU_PROFILE (a file: a V8 CPU profile of the measured placement phase only).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { startFeed } from '../../apps/server/src/modules/betting/betting.harness';
import { createBettor } from '../../apps/server/src/modules/betting/betting.test-support';
import { assertMayBet } from '../../apps/server/src/modules/betting/bettor-guard';
import { placeTicket } from '../../apps/server/src/modules/betting/place-ticket';
import { oneXTwo, total } from '../../apps/server/src/modules/feed/testing/feed-builders';
import { checkLedger } from '../../apps/server/src/modules/wallet';
import type { Platform } from '../../apps/server/src/platform/context';
import { createTestPlatform } from '../../apps/server/src/testing/platform';
import { adminStatement, databaseUrl } from '../pg-admin';
import { cpuBetween, selfCpuMs, snapshot } from './cpu';
import { benchPgbench, percentile } from './pgbench';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 32);
const scale = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 1_000);
const MATCHES = 40;
const WARM_UP_SECONDS = 2;
const stamp = `${Date.now()}`;
const betsDb = `placar_bench_bets_${stamp}`;

const urlFor = (db: string) => databaseUrl(serverUrl, db);
const admin = (statement: string) => adminStatement(serverUrl, statement);

/** Statements sent to PostgreSQL by this process (every pool client). */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

let seq = 0;
/** 32 bettors placing one after the other for `forSeconds`: half singles, half 2-leg multiples, R$ 5. */
async function load(platform: Platform, bettors: number[], forSeconds: number) {
  const latencies: number[] = [];
  let accepted = 0;
  let rejected = 0;
  const end = performance.now() + forSeconds * 1000;
  const worker = async (w: number) => {
    while (performance.now() < end) {
      seq += 1;
      const userId = bettors[(seq * 7 + w) % bettors.length]!;
      const a = 1 + (seq % MATCHES);
      const b = 1 + ((seq + 17) % MATCHES);
      const multiple = seq % 2 === 0 && a !== b;
      const first = { eventId: `sr:match:${900_000 + a}`, marketId: 1, specifiers: '', outcomeId: '1' };
      const second = { eventId: `sr:match:${900_000 + b}`, marketId: 18, specifiers: 'total=2.5' };
      const t0 = performance.now();
      await assertMayBet(platform, userId);
      const r = await placeTicket(platform, {
        userId,
        connectionId: `bench-${stamp}-${seq}`,
        slipIndex: 0,
        betType: multiple ? 2 : 1,
        stakeCentavos: 500,
        oddsChangeType: 1,
        selections: [
          { ...first, outcomeValueDecimal: 2.0 },
          ...(multiple ? [{ ...second, outcomeId: '12', outcomeValueDecimal: 1.9 }] : []),
        ],
      });
      latencies.push(performance.now() - t0);
      if ('reject' in r) rejected += 1;
      else accepted += 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
  latencies.sort((x, y) => x - y);
  return { elapsed: (performance.now() - t0) / 1000, latencies, accepted, rejected };
}

async function backends(platform: Platform) {
  const r = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database()`.execute(platform.db);
  return r.rows.map((row) => row.pid);
}

async function benchBets() {
  await admin(`create database ${betsDb}`);
  const platform = await createTestPlatform({ DATABASE_URL: urlFor(betsDb), LOG_LEVEL: 'warn' });
  try {
    const feed = await startFeed(platform);
    for (let m = 1; m <= MATCHES; m++)
      await feed.match(`sr:match:${900_000 + m}`, [oneXTwo([2.0, 3.4, 3.8]), total(2.5, 1.9, 1.9)]);
    // real bettors (responsible gaming and identity checks read the user), funded with R$ 100,000 each
    const bettors: number[] = [];
    for (let u = 1; u <= USERS; u++) bettors.push((await createBettor(platform, 10_000_000)).user.id);
    await load(platform, bettors, WARM_UP_SECONDS); // JIT, pool connections, caches
    const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const pgBefore = snapshot(await backends(platform));
    const [statementsBefore, cpuBefore] = [statements, selfCpuMs()];
    const run = await load(platform, bettors, seconds);
    const [sent, nodeCpu] = [statements - statementsBefore, selfCpuMs() - cpuBefore];
    const pgCpu = cpuBetween(pgBefore, snapshot(await backends(platform)));
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify(profile));
      profiler.disconnect();
    }
    const placements = Math.max(1, run.accepted + run.rejected);
    return {
      ...run,
      tps: run.accepted / run.elapsed,
      p50: percentile(run.latencies, 50),
      p99: percentile(run.latencies, 99),
      perTicket: sent / placements,
      nodeMs: nodeCpu / placements,
      pgMs: pgCpu / placements,
      ledger: await checkLedger(platform.db),
    };
  } finally {
    await platform.close();
    await admin(`drop database if exists ${betsDb} with (force)`);
  }
}

console.log(
  `bets vs pgbench on ${new URL(serverUrl).host}: ${clients} clients, ${seconds} s each, ${USERS} bettors, ${MATCHES} matches`,
);
const bets = await benchBets();
const pgb = benchPgbench(serverUrl, `placar_bench_pgbench_${stamp}`, clients, seconds, scale);
const row = (name: string, tps: number, p50: string, p99: number) =>
  `${name} │ ${tps.toFixed(0).padStart(17)} │ ${p50.padStart(6)} │ ${p99.toFixed(1).padStart(6)}`;
console.log('                    │ tickets or tx / s │ p50 ms │ p99 ms');
console.log(row('placement (in proc)', bets.tps, bets.p50.toFixed(1), bets.p99));
console.log(row('pgbench TPC-B-like ', pgb.tps, '–', pgb.p99));
console.log(
  `accepted ${bets.accepted}, rejected ${bets.rejected} (half singles, half 2-leg multiples, R$ 5 each)`,
);
console.log(
  `per placement: ${bets.perTicket.toFixed(2)} SQL statements, CPU ${bets.nodeMs.toFixed(2)} ms node + ${bets.pgMs.toFixed(2)} ms PostgreSQL backends`,
);
console.log(
  `placement / pgbench throughput: ${(bets.tps / pgb.tps).toFixed(2)}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `ledger check: ${bets.ledger.ok ? 'ok' : 'FAILED'} — total ${bets.ledger.totalBalance} centavos, ${bets.ledger.transfers} transfers, drifted ${bets.ledger.driftedAccounts.length}, unbalanced ${bets.ledger.unbalancedTransfers.length}`,
);
console.log(
  `target 1000 tickets/s at p99 < 100 ms: ${bets.tps >= 1000 && bets.p99 < 100 ? 'met' : 'NOT met'}`,
);
if (!bets.ledger.ok) process.exitCode = 1;
