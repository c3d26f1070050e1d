// npm run bench:casino — casino rounds (debit + credit) per second through the seamless wallet on the
// real PostgreSQL with 32 concurrent players, beside pgbench (TPC-B-like, same client count) in the same
// run. Two ways of calling, each measured and judged against the target: a round settled at once in one
// betWin call (an aggregator's combined bet-and-win call, and the statement Placar Originals' one-step
// games use), and an aggregator's separate debit then credit. The calls go through the wallet's batcher as on a
// server (CASINO_WALLET_STATEMENTS statements in flight, default 2; calls made meanwhile share one
// statement and one commit). Each side gets its own scratch database, dropped at the end. The ledger is
// checked afterwards (zero drift: every invariant of checkLedger, and the casino account equals bets
// minus wins). Besides rounds/s (which moves with whatever else runs on the machine) it prints the work
// per round: statements sent, client and database-server CPU, WAL bytes (meters.ts), and the batches.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default 10),
//   BENCH_PLAYERS (default 32), BENCH_THREADS (client threads, default 1; pgbench always runs -j 2),
//   BENCH_PGBENCH_SCALE (default 10), CASINO_WALLET_STATEMENTS (default 2).
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { createCasinoState } from '../../apps/server/src/modules/casino/casino.state';
import { type CasinoSession, openSession } from '../../apps/server/src/modules/casino/launch/casino-sessions';
import { createResponsibleGamingState } from '../../apps/server/src/modules/responsible-gaming';
import { accounts, checkLedger, transfer } from '../../apps/server/src/modules/wallet';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus';
import type { Platform } from '../../apps/server/src/platform/context';
import { openPostgres } from '../../apps/server/src/platform/db/database';
import { listMigrations, migrate } from '../../apps/server/src/platform/db/migrate';
import { adminStatement, databaseUrl } from '../pg-admin';
import { since, snapshot } from './meters';
import type { PlayersInput, PlayersOutput, RoundMode } from './players';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const players = Number(process.env.BENCH_PLAYERS ?? 32);
// client threads for the players: 1 is one server process; more split them as pgbench -j does
const threads = Number(process.env.BENCH_THREADS ?? 1);
const scale = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);
const stamp = `${Date.now()}`;
const casinoDbNameOf = (mode: RoundMode) => `placar_bench_casino_${mode.toLowerCase()}_${stamp}`;
const pgbenchDb = `placar_bench_casino_pgbench_${stamp}`;

const urlFor = (db: string) => databaseUrl(serverUrl, db);
const admin = (statement: string) => adminStatement(serverUrl, statement);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// a worker thread does not inherit the --import tsx loader: it registers it, then loads players.ts
const playersBoot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./players.ts', import.meta.url).href)}); })`;

async function benchCasino(mode: RoundMode) {
  const casinoDbName = casinoDbNameOf(mode);
  await admin(`create database ${casinoDbName}`);
  const database = await openPostgres(urlFor(casinoDbName), players + 2);
  try {
    // every module's tables: the debit also runs the responsible-gaming stake checks
    await migrate(database, listMigrations());
    const platform = {
      db: database.db,
      database,
      bus: new MemoryBus(),
      // the state the wallet reads: the casino's and responsible gaming's (its stake gate)
      modules: { casino: createCasinoState(), responsibleGaming: createResponsibleGamingState() },
    } as unknown as Platform;
    const sessions: CasinoSession[] = [];
    for (let u = 1; u <= players; u++) {
      await transfer(platform, {
        idempotencyKey: `bench-fund-${u}`,
        kind: 'pix_deposit',
        userId: u,
        lines: [
          { account: accounts.pixClearing, amount: -100_000_000 },
          { account: accounts.real(u), amount: 100_000_000 },
        ],
      });
      sessions.push(
        (await openSession(platform, { mode: 'real', userId: u, providerId: 100, gameId: 'dice' })).session,
      );
    }
    // The players split over client threads (like pgbench -j), each with its own pool (players.ts).
    const workers = Array.from({ length: threads }, (_, t) => {
      const input: PlayersInput = {
        url: urlFor(casinoDbName),
        thread: t,
        sessions: sessions.filter((_, p) => p % threads === t),
        mode,
      };
      const worker = new Worker(playersBoot, { eval: true, workerData: input });
      const next = () =>
        new Promise<unknown>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        });
      return { worker, ready: next(), next };
    });
    await Promise.all(workers.map((w) => w.ready));
    // 1 s of warm-up (connections, the functions' cached plans), then the measured window
    const measureFrom = Date.now() + 1_000;
    const measureTo = measureFrom + seconds * 1000;
    const outputs = workers.map((w) => {
      const done = w.next() as Promise<PlayersOutput>;
      w.worker.postMessage({ measureFrom, measureTo });
      return done;
    });
    const meter = new pg.Client({ connectionString: urlFor(casinoDbName) });
    await meter.connect();
    await sleep(measureFrom - Date.now());
    const before = await snapshot(meter);
    await sleep(measureTo - Date.now());
    const work = since(before, await snapshot(meter));
    await meter.end();
    const results = await Promise.all(outputs);
    const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const perRound = (n: number) => n / Math.max(latencies.length, 1);
    const statements =
      results.reduce((t, r) => t + r.statements, 0) / results.reduce((t, r) => t + r.rounds, 0);
    const calls = results.reduce((t, r) => t + r.batcher.calls, 0);
    const batches = results.reduce((t, r) => t + r.batcher.batches, 0);
    const batchedCalls = results.reduce((t, r) => t + r.batcher.batchedCalls, 0);
    const retried = results.reduce((t, r) => t + r.batcher.retried, 0);
    const bulk = results.reduce((t, r) => t + r.batcher.bulk, 0);
    const report = await checkLedger(database.db);
    if (!report.ok) throw new Error(`ledger invariants broken after the run: ${JSON.stringify(report)}`);
    const q = new pg.Client({ connectionString: urlFor(casinoDbName) });
    await q.connect();
    const c = await q
      .query(
        `select (select sum(balance) from ledger_accounts where kind = 'casino')::bigint as casino,
                (select coalesce(sum(bet - win - refunded), 0) from casino_rounds)::bigint as rounds,
                (select count(*) from casino_rounds where status <> 'closed')::int as open`,
      )
      .then((r) => r.rows[0] as { casino: number; rounds: number; open: number })
      .finally(() => q.end());
    if (Number(c.casino) !== Number(c.rounds) || c.open !== 0)
      throw new Error(`casino drift: account ${c.casino} vs rounds ${c.rounds}, ${c.open} open rounds`);
    return {
      rounds: latencies.length,
      rps: latencies.length / seconds,
      p99ms: percentile(latencies, 99),
      avgms: latencies.reduce((t, v) => t + v, 0) / Math.max(latencies.length, 1),
      statements,
      nodeMs: perRound(work.nodeMs),
      pgMs: perRound(work.pgMs),
      machineMs: perRound(work.machineMs),
      walBytes: perRound(work.walBytes),
      batching: { calls, batches, batchedCalls, bulk, retried },
      drift: `0 (casino account ${(Number(c.casino) / 100).toFixed(2)} = bets − wins of all rounds)`,
    };
  } finally {
    await database.close();
    await admin(`drop database if exists ${casinoDbName} with (force)`);
  }
}

function benchPgbench(): { tps: number } {
  const u = new URL(serverUrl);
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  execFileSync('createdb', [...conn, pgbenchDb]);
  try {
    execFileSync('pgbench', [...conn, '-i', '-q', '-s', String(scale), pgbenchDb], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      [...conn, '-n', '-c', String(players), '-j', '2', '-T', String(seconds), pgbenchDb],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return {
      tps: Number(
        /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ??
          /tps = ([\d.]+)/.exec(out)?.[1],
      ),
    };
  } finally {
    execFileSync('dropdb', [...conn, '--if-exists', '--force', pgbenchDb]);
  }
}

console.log(
  `casino seamless wallet vs pgbench on ${new URL(serverUrl).host}, ${seconds} s each, ${players} players ` +
    `on ${threads} client thread${threads === 1 ? '' : 's'}; ` +
    `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`,
);
const r = await benchCasino('betWin');
const separate = await benchCasino('separate');
const pgbench = benchPgbench();
const report = (title: string, x: typeof r) => {
  const cpuMs = x.nodeMs + x.pgMs;
  console.log('');
  console.log(`${title}: ${x.rps.toFixed(0)} rounds/s  (${x.rounds} rounds)`);
  console.log(`  round latency avg ${x.avgms.toFixed(2)} ms, p99 ${x.p99ms.toFixed(2)} ms`);
  console.log(`  ledger movements/s: ${(x.rps * 2).toFixed(0)}; ledger check: ok; drift: ${x.drift}`);
  console.log(
    `  per round: ${x.statements.toFixed(2)} statements, CPU ${x.nodeMs.toFixed(2)} ms client + ` +
      `${x.pgMs.toFixed(2)} ms database server, ${x.walBytes.toFixed(0)} WAL bytes`,
  );
  const b = x.batching;
  console.log(
    `  wallet calls: ${b.calls}, ${b.batchedCalls} of them in ${b.batches} batches ` +
      `(${(b.batchedCalls / Math.max(b.batches, 1)).toFixed(1)} calls per batch, ${b.bulk} written set-wise), ` +
      `${b.retried} run again alone`,
  );
  console.log(
    `  whole machine busy ${x.machineMs.toFixed(2)} ms CPU per round (kernel and every process included); ` +
      `CPU-bound ceiling on ${cpus().length} idle cores (estimate): ${((cpus().length * 1000) / Math.max(cpuMs, x.machineMs)).toFixed(0)} rounds/s`,
  );
  console.log(`  rounds/s ÷ pgbench tps: ${((x.rps / pgbench.tps) * 100).toFixed(0)} %`);
};
report('rounds settled at once, bet and win in one betWin call', r);
report('aggregator rounds, a debit call then a credit call', separate);
console.log('');
console.log(`pgbench tps (TPC-B-like, ${players} clients, -j 2): ${pgbench.tps.toFixed(0)}`);
const verdict = (rps: number) => `${rps.toFixed(0)} rounds/s, ${rps >= 1500 ? 'met' : 'NOT met'}`;
console.log(
  `target 1500 rounds/s with zero drift: one betWin call per round ${verdict(r.rps)}; ` +
    `a debit then a credit ${verdict(separate.rps)}`,
);
